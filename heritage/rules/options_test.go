package rules

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/heritage/chronicle"
	"kindred/heritage/pack"
)

// eventIndex returns the index of the first event holding text, or -1.
func (s *scen) eventIndex(text string) int {
	for i, e := range s.g.Events {
		if strings.Contains(e.Text.Render(engine.English), text) {
			return i
		}
	}
	return -1
}

// TestTourOption: "tour" as a player turn (default): any player may buy
// a Black Market card on its own turn, and the Favors move at the end of
// each turn; as a round: one purchase per card per round, the Favors
// moving at the round's end (§7.1 Nosferatu, §9.1 item 3).
func TestTourOption(t *testing.T) {
	for _, round := range []bool{false, true} {
		o := DefaultOptions()
		o.TourIsRound = round
		s := build(t, o, func(p Pos) {
			p.Ante("c09", "c10", "c13", "c12", "c17")
			p.G.Market = []MarketCard{{Intr: p.Take(0, "hollow-4"), Owner: 0}}
		}, "hollow", "thorn")
		s.pick(KindTurn, "Buy Lost Letter")
		s.pick(KindTurn, "Ilse")
		s.pick(KindAnkh, "Brazier")
		s.pick(KindTurn, "End")
		if got, want := s.head(0).Favors, map[bool]int{false: 3, true: 2}[round]; got != want {
			t.Errorf("round=%v: the Nosferatu head holds %d Favors after its turn, want %d", round, got, want)
		}
		if s.has("Buy Lost Letter") == round {
			t.Errorf("round=%v: seat 1 may buy: %v", round, s.has("Buy Lost Letter"))
		}
	}
}

// TestEdictTimingOption: an Edict fires after the recruit's skills
// (default) or between its activation and its skills (§9.1 item 11).
func TestEdictTimingOption(t *testing.T) {
	for _, early := range []bool{false, true} {
		o := DefaultOptions()
		o.EdictAfterActivation = early
		s := build(t, o, func(p Pos) {
			p.Ante("c03", "c10", "c13", "c12", "c17")
			p.G.Edicts = []Edict{{Intr: p.Take(0, "ledger-4"), Owner: 0, Leader: p.Head(0), Attr: "archetype:merchant"}}
		}, "ledger", "thorn")
		s.pick(KindTurn, "Cosima")
		s.until(KindTurn)
		edict, skill := s.eventIndex("The Edict"), s.eventIndex("Hoarded Coin")
		if edict < 0 || skill < 0 || (edict < skill) != early {
			t.Errorf("after-activation=%v: the Edict at event %d, the skill at %d", early, edict, skill)
		}
	}
}

// TestInquisitionCountOption: the Inquisition's resolution counts every
// marker (default) or only those on the Judices (§9.1 item 15).
func TestInquisitionCountOption(t *testing.T) {
	for _, judices := range []bool{false, true} {
		o := withBoards("tribunal", "border-riots", "hunger-within")
		o.InquisitionJudicesOnly = judices
		s := build(t, o, func(p Pos) {
			b := p.Board("inquisition").(*Inquisition)
			b.Pos = []int{1, 1, 1, 0}
			b.Face = []pack.Social{pack.Elitist, pack.Elitist, pack.Egalitarian, pack.Egalitarian}
		})
		b := (Pos{s.g}).Board("inquisition").(*Inquisition)
		sc := b.score(s.g)
		// Seat 1's head (thorn) is egalitarian: it scores only when the
		// Judices alone count (2 elitist, 1 egalitarian there).
		if (sc[1] == 1) != judices || sc[0] != 0 {
			t.Errorf("judices=%v: scores %v", judices, sc)
		}
	}
}

// TestNoLegalRecruitOption: with no legal recruit, the Antechamber is
// discarded and refilled (default), or the player skips its recruitment
// (§9.1 item 28).
func TestNoLegalRecruitOption(t *testing.T) {
	for _, refill := range []bool{true, false} {
		o := DefaultOptions()
		o.RefillWhenStuck = refill
		s := build(t, o, func(p Pos) {
			p.Ante("c09", "c10", "", "", "")
			p.Set(p.Head(0), func(v *Vampire) { v.Power = 0 })
			p.Hand(0)
		})
		g := s.g
		if refill {
			if !s.logged("Antechamber is discarded and refilled") || !s.has("Recruit") {
				t.Errorf("refill: %q", s.labels())
			}
		} else if g.Pending().Seat != 1 || !s.logged("cannot recruit") || len(g.Players[0].Lineage) != 1 {
			t.Errorf("skip: seat %d decides, lineage %d", g.Pending().Seat, len(g.Players[0].Lineage))
		}
	}
}

// TestLastEraScoreCardOption: the last era's end chooses a score card
// (default) or not (§9.1 item 31); either way the chronicle ends.
func TestLastEraScoreCardOption(t *testing.T) {
	for _, choose := range []bool{true, false} {
		s := demoPack(t)
		st, _ := chronicle.New(s.Pack, []string{"Ada", "Bo"})
		st.Chapter, st.Era = 5, 2
		st.Conflicts = []string{"tribunal", "border-riots", "hunger-within"}
		for i, e := range s.Pack.Chronicle.Deck {
			if e.ID == "preview-6" {
				st.Cursor = i
			}
		}
		st.Booklet = rows(5)
		s.Chronicle = st
		s.Options.LastEraScoreCard = choose
		s.Position = func(g *Game) { g.Round = g.Rounds }
		g, err := New(*s)
		if err != nil {
			t.Fatal(err)
		}
		asked := false
		for d := g.Pending(); d != nil; d = g.Pending() {
			asked = asked || d.Kind == KindScoreCard
			if err := g.Apply(0); err != nil {
				t.Fatal(err)
			}
		}
		if asked != choose || !g.Next.Over || len(g.Next.Eras) != 1 || (g.Next.Eras[0].ScoreCard != "") != choose {
			t.Errorf("last-era-score-card=%v: asked %v, over %v, eras %+v", choose, asked, g.Next.Over, g.Next.Eras)
		}
		if g.Next.Eras[0].Retired != "" {
			t.Errorf("the last era swapped a board")
		}
	}
}

// TestRefreshOption: nothing refreshes an exhausted vampire by itself
// (default), or every vampire refreshes at the end of each round (§9.1
// item 5).
func TestRefreshOption(t *testing.T) {
	for _, each := range []bool{false, true} {
		o := DefaultOptions()
		o.RefreshEachRound = each
		s := build(t, o, func(p Pos) {
			p.Ante("c09", "c10", "c11", "c12", "c13")
			p.Set(p.Head(0), func(v *Vampire) { v.Exhaust = true })
		})
		s.pick(KindTurn, "Katrin")
		s.pick(KindAnkh, "Brazier")
		s.pick(KindTurn, "End")
		s.pick(KindTurn, "Lorcan")
		s.pick(KindAnkh, "Brazier")
		s.pick(KindTurn, "End")
		if s.head(0).Exhaust == each {
			t.Errorf("refresh end-of-round=%v: the head is exhausted: %v", each, s.head(0).Exhaust)
		}
	}
}

// TestChronicleTieOption: a tie in chronicle points goes to more Titles
// then the Primogen (default), or to the Primogen at once (§9.1 item 24).
func TestChronicleTieOption(t *testing.T) {
	st := &chronicle.State{Players: []chronicle.Player{{Points: 5, Titles: []string{"a"}}, {Points: 5, Titles: []string{"a", "b"}}, {Points: 7}}}
	asked := 0
	primogen := func(tied []int) int { asked++; return tied[0] }
	if got := finalRanking(st, true, primogen); got[0] != 2 || got[1] != 1 || got[2] != 0 || asked != 0 {
		t.Errorf("titles: %v, Primogen asked %d times", got, asked)
	}
	if got := finalRanking(st, false, primogen); got[0] != 2 || asked != 1 || got[1] != 0 {
		t.Errorf("primogen: %v, asked %d", got, asked)
	}
}

// TestServantOption: a new servant replaces the old one (default), or a
// Haven that holds one takes no other (§9.1 item 22).
func TestServantOption(t *testing.T) {
	for _, keep := range []bool{false, true} {
		s := demoPack(t)
		st, _ := chronicle.New(s.Pack, []string{"Ada", "Bo"})
		st.Players[0].Servant = "c33"
		st.SetCharacter(chronicle.Character{ID: "c33", Face: "base", Haven: 0})
		s.Chronicle = st
		s.Options.KeepServant = keep
		s.Position = func(g *Game) {
			g.Round = g.Rounds
			g.Missions = nil
			Pos{g}.Ante("c09", "c10", "c11", "c12", "c13")
		}
		g, err := New(*s)
		if err != nil {
			t.Fatal(err)
		}
		sc := &scen{t: t, g: g}
		sc.pick(KindTurn, "Katrin")
		sc.pick(KindAnkh, "Brazier")
		sc.pick(KindTurn, "End")
		sc.pick(KindTurn, "Lorcan")
		sc.pick(KindAnkh, "Brazier")
		sc.pick(KindTurn, "End")
		for d := g.Pending(); d != nil; d = g.Pending() {
			i := 0
			if d.Kind == KindServant && d.Seat == 0 {
				i = len(d.Options) - 1 // Katrin when offered
			}
			if err := g.Apply(i); err != nil {
				t.Fatal(err)
			}
		}
		want := "c11"
		if keep {
			want = "c33"
		}
		if got := g.Next.Players[0].Servant; got != want {
			t.Errorf("servant keep=%v: %s, want %s", keep, got, want)
		}
	}
}

// TestTorporRecipientOption: the Cleanup's Power goes to the skill user
// that caused the Torpor (default), or to a vampire its player picks
// (§7.2 E, §9.1 item 13).
func TestTorporRecipientOption(t *testing.T) {
	for _, chosen := range []bool{false, true} {
		var victim int
		o := withBoards("court-of-ranks", "veiled-city", "hunger-within")
		o.RecipientChosen = chosen
		s := build(t, o, func(p Pos) {
			p.Ante("c05", "c10", "c11", "c12", "c13")
			victim = p.Recruit(1, "c14", p.Head(1))
			p.Set(victim, func(v *Vampire) { v.Infamy, v.Ankhs = 1, []pack.Geo{pack.South} })
			p.Board("masquerade").(*Masquerade).Ankhs[1] = 2 // the south Ankh Nikolai carries
		})
		// Elspeth (3 Power from the Clan Head), a Wanderer: 2 steps on
		// the north track, no Breach; her Long Sleep sends Nikolai, who
		// carries an Ankh, into Torpor: a Cleanup.
		s.pick(KindTurn, "Elspeth")
		s.pick(KindGeo, "north")
		if chosen {
			s.pick(KindTarget, "Cinder Elder")
		}
		g := s.g
		head, elspeth := s.head(0).Power, s.v("c05").Power
		if !g.Vamps[victim].Torpor || (chosen && (head != 2 || elspeth != 0)) || (!chosen && (head != 0 || elspeth != 2)) {
			t.Errorf("chosen=%v: the Clan Head %d Power, Elspeth %d", chosen, head, elspeth)
		}
	}
}

// TestPrimogenOrderOption: the tied players announce in turn order from
// the first player (default) or in seat order (§4.5, §9.1 item 21). Both
// Clan Heads are warriors and nobody recruits one: the warrior mission
// is tied after the Clan Heads count twice.
func TestPrimogenOrderOption(t *testing.T) {
	for _, seat := range []bool{false, true} {
		o := DefaultOptions()
		o.PrimogenSeatOrder = seat
		s := build(t, o, func(p Pos) {
			p.G.First = 1
			p.G.Round = p.G.Rounds
			p.G.Missions = []Mission{{Name: "Warriors", Attribute: "archetype:warrior", VP: 1, Claimer: -1}}
			p.Ante("c10", "c11", "c12", "c14", "c15")
		})
		s.pick(KindTurn, "Nikolai")
		s.pick(KindAnkh, "Brazier")
		s.pick(KindTurn, "End")
		s.pick(KindTurn, "Odile")
		s.until(KindPrimogen)
		want := 1
		if seat {
			want = 0
		}
		if d := s.g.Pending(); d.Seat != want {
			t.Errorf("primogen-order seat=%v: seat %d announces first, want %d", seat, d.Seat, want)
		}
	}
}

// TestReserveFollowsOption: when the Antechamber's cards slide, a
// Reserve marker follows its card (default) or stays on its slot (§6,
// §9.1 item 29).
func TestReserveFollowsOption(t *testing.T) {
	for _, slot := range []bool{false, true} {
		o := DefaultOptions()
		o.ReserveStaysOnSlot = slot
		s := build(t, o, func(p Pos) {
			p.Ante("c09", "c10", "c11", "c12", "c13")
			p.G.AnteRes[3] = 1
			p.G.Players[1].Reserve = p.G.FindCard("c12")
		})
		s.pick(KindTurn, "Mireille") // slot 5: Lorcan slides from slot 4 to 5
		g := s.g
		want, wantSlot := "c12", 4
		if slot {
			want, wantSlot = "c11", 3
		}
		if g.AnteRes[wantSlot] != 1 || g.Cards[g.Players[1].Reserve].Def.ID != want {
			t.Errorf("slot=%v: reserves %v, seat 1 reserves %s, want %s in slot %d", slot, g.AnteRes, g.Cards[g.Players[1].Reserve].Def.ID, want, wantSlot+1)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Error(err)
		}
	}
}
