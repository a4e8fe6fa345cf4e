package rules

import (
	"testing"

	"kindred/heritage/pack"
)

func withBoards(ids ...string) Options {
	o := DefaultOptions()
	o.Conflicts = ids
	return o
}

// TestBeastBoundary: at the bottom of the Beast track a wrong colour
// still flips the marker and draws (§7.2 B, §9.1 item 14, default), or
// does nothing (blocked-move nothing).
func TestBeastBoundary(t *testing.T) {
	for _, flip := range []bool{true, false} {
		o := DefaultOptions()
		o.BlockedMoves = flip
		s := build(t, o, func(p Pos) {
			p.Ante("c09", "c10", "c11", "c12", "c13")
			b := p.Board("beast").(*Temper)
			b.Pos[0], b.Face[0] = 0, pack.Calm
		})
		hand := len(s.g.Players[0].Hand)
		s.pick(KindTurn, "Lorcan") // cruel
		s.pick(KindAnkh, "Brazier")
		b := (Pos{s.g}).Board("beast").(*Temper)
		drew := len(s.g.Players[0].Hand) - hand
		if b.Pos[0] != 0 || (b.Face[0] == pack.Cruel) != flip || (drew == 1) != flip {
			t.Errorf("blocked-move flip-draw=%v: position %d face %s drew %d", flip, b.Pos[0], b.Face[0], drew)
		}
	}
}

// TestHumanity: the same colour moves the marker down and draws; the
// other flips it (§7.2 G); the lowest marker takes the first-player
// marker.
func TestHumanity(t *testing.T) {
	s := build(t, withBoards("court-of-ranks", "border-riots", "quiet-path"), func(p Pos) {
		p.Ante("c09", "c10", "c11", "c12", "c13")
	})
	hand := len(s.g.Players[0].Hand)
	s.pick(KindTurn, "Ilse") // calm, as the cinder head
	s.pick(KindAnkh, "Brazier")
	b := (Pos{s.g}).Board("humanity").(*Temper)
	if b.Pos[0] != 2 || len(s.g.Players[0].Hand) != hand+1 {
		t.Errorf("same colour: position %d, drew %d", b.Pos[0], len(s.g.Players[0].Hand)-hand)
	}
	s.pick(KindTurn, "End")
	s.pick(KindTurn, "Lorcan") // cruel, thorn's head is calm
	s.pick(KindAnkh, "Brazier")
	if b.Pos[1] != 3 || b.Face[1] != pack.Cruel {
		t.Errorf("other colour: position %d face %s", b.Pos[1], b.Face[1])
	}
	s.pick(KindTurn, "End")
	if s.g.First != 0 {
		t.Errorf("the lowest marker (seat 0) should take the first-player marker")
	}
}

// TestInquisitionJudgment: with every column at the Judices, the
// non-torpid vampire with the most Infamy is judged: Suspicion (its
// Infamy + the Judices markers showing its social value) of 5 or more
// sends it into Torpor, less gives it 1 Infamy; the markers reset
// (§7.2 C, §9.1 item 15).
func TestInquisitionJudgment(t *testing.T) {
	for _, c := range []struct {
		infamy int
		torpor bool
	}{{3, true}, {2, false}} {
		var target int
		s := build(t, withBoards("tribunal", "border-riots", "hunger-within"), func(p Pos) {
			p.Ante("c09", "c10", "c11", "c12", "c13")
			target = p.Recruit(1, "c22", p.Head(1)) // elitist
			p.Recruit(1, "c38", p.Head(1))
			p.Set(target, func(v *Vampire) { v.Infamy = c.infamy })
			b := p.Board("inquisition").(*Inquisition)
			// warrior, scholar, merchant at the Judices; the stealthy
			// column waits.
			b.Pos = []int{1, 1, 1, 0}
			b.Face = []pack.Social{pack.Elitist, pack.Elitist, pack.Egalitarian, pack.Elitist}
		})
		// Lorcan, a stealthy egalitarian: the last column flips to
		// egalitarian and reaches the Judices: two Judices markers show
		// elitist, Vesna's value, so Suspicion = Infamy + 2.
		s.pick(KindTurn, "Lorcan")
		s.pick(KindAnkh, "Brazier")
		if s.kind() == KindSacrifice {
			s.pick(KindSacrifice, "Vesna")
		}
		g := s.g
		b := (Pos{g}).Board("inquisition").(*Inquisition)
		if g.Vamps[target].Torpor != c.torpor {
			t.Errorf("Infamy %d: torpor %v, want %v", c.infamy, g.Vamps[target].Torpor, c.torpor)
		}
		if !c.torpor && g.Vamps[target].Infamy != c.infamy+1 {
			t.Errorf("below the threshold the target gains 1 Infamy: %d", g.Vamps[target].Infamy)
		}
		for i, p := range b.Pos {
			if p != 0 || b.Face[i] != pack.Elitist {
				t.Errorf("column %d not reset: %d %s", i, p, b.Face[i])
			}
		}
	}
}

// TestMasqueradeBreachAndCleanup: an Investigator reaching the last
// space puts an Ankh on the activated vampire and goes back to its box
// (Breach); whoever sends a vampire with an Ankh into Torpor gains 2
// Power for its subject and the Ankh goes back (Cleanup, §7.2 E).
func TestMasqueradeBreachAndCleanup(t *testing.T) {
	var victim int
	s := build(t, withBoards("court-of-ranks", "veiled-city", "hunger-within"), func(p Pos) {
		p.Ante("c05", "c10", "c11", "c12", "c13")
		b := p.Board("masquerade").(*Masquerade)
		b.Inv[0], b.Box = 2, 3 // north, one space from the end
		victim = p.Recruit(1, "c14", p.Head(1))
		p.Recruit(1, "c22", p.Head(1))
		p.Set(victim, func(v *Vampire) { v.Infamy, v.Ankhs = 1, []pack.Geo{pack.South} })
		p.Set(p.Head(0), func(v *Vampire) { v.Power = 5 })
		b.Ankhs[1] = 2
	})
	// Elspeth, a Wanderer: the Stranger moves an Investigator 2 spaces
	// on the track chosen: north breaches at once.
	s.pick(KindTurn, "Elspeth")
	s.pick(KindGeo, "north")
	if s.kind() == KindSacrifice {
		s.pick(KindSacrifice, "Nikolai")
	}
	g := s.g
	b := (Pos{g}).Board("masquerade").(*Masquerade)
	e := s.v("c05")
	if b.Inv[0] != 0 || b.Box != 4 || b.Ankhs[0] != 2 || len(e.Ankhs) != 1 {
		t.Errorf("Breach: investigator %d box %d north Ankhs %d, Elspeth %v", b.Inv[0], b.Box, b.Ankhs[0], e.Ankhs)
	}
	// Long Sleep put Nikolai (with a south Ankh) into Torpor: Elspeth,
	// the skill's subject, gains 2 Power; the Ankh is back.
	if !g.Vamps[victim].Torpor || e.Power != 2 || b.Ankhs[1] != 3 {
		t.Errorf("Cleanup: torpor %v, Elspeth %d Power, south Ankhs %d", g.Vamps[victim].Torpor, e.Power, b.Ankhs[1])
	}
}

// TestCourtVoteAndPretender: with every marker inside, the majority
// face's untitled vampire with the most Power, alone, takes the next
// title (a tie: nobody, and the Time marker still moves); putting a
// titled vampire into Torpor steals its title (§7.2 F).
func TestCourtVoteAndPretender(t *testing.T) {
	s := build(t, withBoards("hall-of-titles", "border-riots", "hunger-within"), func(p Pos) {
		p.Ante("c09", "c10", "c11", "c12", "c13")
		b := p.Board("court").(*Court)
		b.Inside = []pack.Social{pack.Elitist, pack.Elitist, pack.Egalitarian, pack.Egalitarian}
		k := p.Recruit(1, "c14", p.Head(1)) // elitist
		p.Set(k, func(v *Vampire) { v.Power = 4 })
	})
	s.pick(KindTurn, "Ilse") // elitist: 3 to 2
	s.pick(KindAnkh, "Brazier")
	g := s.g
	b := (Pos{g}).Board("court").(*Court)
	if b.Time != 1 || len(b.Inside) != 0 || b.Holder[0] != g.VampireOf("c14") {
		t.Errorf("Vote: time %d, inside %v, Herald held by %d", b.Time, b.Inside, b.Holder[0])
	}
	// A tie for most Power: nobody, the Time marker moves on.
	b.Inside = []pack.Social{pack.Elitist, pack.Elitist, pack.Elitist, pack.Elitist}
	g.Vamps[g.Players[0].Lineage[0]].Power = 3
	g.Vamps[g.VampireOf("c09")].Power = 3 // Ilse, elitist too
	b.activate(g, 0, g.Players[0].Lineage[0])
	if b.Time != 2 || b.Holder[1] != -1 {
		t.Errorf("a tie: time %d, Warden held by %d", b.Time, b.Holder[1])
	}
	// Pretender.
	b.onTorpor(g, g.VampireOf("c14"), 0, g.VampireOf("c09"))
	if b.Holder[0] != g.VampireOf("c09") {
		t.Errorf("Pretender: the Herald is held by %d", b.Holder[0])
	}
	if sc := b.score(g); sc[0] != 2 {
		t.Errorf("score %v: 2 VP for one title, no Prince", sc)
	}
}

// TestSabbatWars: the activated attribute's action on its region (the
// demonstration pack maps archetypes to actions), a face-down value
// hidden from the public view, and the resolution: a faction with 3
// regions wins, its players score 9 (§7.2 H).
func TestSabbatWars(t *testing.T) {
	s := build(t, withBoards("court-of-ranks", "war-of-sects", "hunger-within"), func(p Pos) {
		p.Ante("c09", "c10", "c11", "c12", "c13")
	})
	g := s.g
	b := (Pos{g}).Board("sabbat-wars").(*SabbatWars)
	if len(b.Allegiance) != 2 || b.Allegiance[0] == b.Allegiance[1] {
		t.Fatalf("allegiances %v", b.Allegiance)
	}
	for i, r := range b.Regions {
		if len(r) != 2 || r[0].Faction == r[1].Faction {
			t.Errorf("region %d set up with %v", i, r)
		}
	}
	// Katrin, a merchant from the north: add a token to the north.
	s.pick(KindTurn, "Katrin")
	s.pick(KindToken, "sabbat")
	if len(b.Regions[0]) != 3 {
		t.Errorf("north holds %d tokens after an add", len(b.Regions[0]))
	}
	pub := b.Public()
	_ = pub
	for r := range b.Regions {
		b.Regions[r] = []SabbatToken{{Faction: "camarilla", Value: 3}, {Faction: "sabbat", Value: 1}}
	}
	b.Regions[3] = []SabbatToken{{Faction: "sabbat", Value: 4}}
	if w := b.Winner(); w != "camarilla" {
		t.Errorf("3 regions to the Camarilla: winner %s", w)
	}
	sc := b.score(g)
	for seat, a := range b.Allegiance {
		want := 0
		if a == "camarilla" {
			want = 9
		}
		if sc[seat] != want {
			t.Errorf("seat %d (%s): %d VP, want %d", seat, a, sc[seat], want)
		}
	}
	b.Regions[0] = nil
	if w := b.Winner(); w != "anarchs" {
		t.Errorf("2 regions each: winner %s, want the Anarchs", w)
	}
}
