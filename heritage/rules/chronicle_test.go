package rules

import (
	"testing"

	"kindred/heritage/chronicle"
	"kindred/heritage/pack"
)

// buildChronicle sets up a chapter of a demonstration chronicle whose
// state change changes, then pos.
func buildChronicle(t *testing.T, change func(st *chronicle.State), pos func(p Pos), clans ...string) *scen {
	t.Helper()
	s := demoPack(t)
	if len(clans) > 0 {
		s.Clans = clans
	}
	st, err := chronicle.New(s.Pack, []string{"Ada", "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	st.PrologueDone = true // TestPrologue plays it
	if change != nil {
		change(st)
	}
	s.Chronicle = st
	s.Position = func(g *Game) {
		if pos != nil {
			pos(Pos{g})
		}
	}
	g, err := New(*s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Close)
	return &scen{t: t, g: g}
}

// rows fabricates the booklet of n chapters of a 2-player chronicle.
func rows(n int) []chronicle.Record {
	var out []chronicle.Record
	for ch := 1; ch <= n; ch++ {
		out = append(out, chronicle.Record{Chapter: ch, Ranking: []int{0, 1}, Clans: []string{"cinder", "thorn"},
			VP: []int{10, 5}, EraPoints: []int{2, 1}, Missions: []int{0, 0}, ConflictPoints: map[string][]int{"tribunal": {1, 0}}})
	}
	return out
}

// until answers option 0 until the pending decision is of kind.
func (s *scen) until(kind string) {
	s.t.Helper()
	for n := 0; s.kind() != kind; n++ {
		if s.kind() == "" || n > 500 {
			s.t.Fatalf("no %s decision came", kind)
		}
		if err := s.g.Apply(0); err != nil {
			s.t.Fatal(err)
		}
	}
}

func statusMission(t *testing.T, p *pack.Pack) *pack.ChronicleMission {
	for i := range p.ChronicleMissions {
		if p.ChronicleMissions[i].Reward.StatusGain {
			return &p.ChronicleMissions[i]
		}
	}
	t.Fatal("no Status Gain mission")
	return nil
}

// TestChapterSetup: a chapter draws its preview and 5 missions from the
// chronicle deck in order, takes the chronicle's boards, and seat 0 (the
// oldest) starts chapter 1 (§2.1, §5.2).
func TestChapterSetup(t *testing.T) {
	s := buildChronicle(t, nil, nil)
	g := s.g
	if g.Preview != "preview-1" || len(g.Missions) != 5 || g.Missions[0].Chronicle.ID != "m-era1-ch1-1" || g.Chron.Cursor != 6 {
		t.Errorf("preview %s, %d missions, cursor %d", g.Preview, len(g.Missions), g.Chron.Cursor)
	}
	if g.First != 0 {
		t.Errorf("the oldest (seat 0) starts chapter 1, not seat %d", g.First)
	}
	s = buildChronicle(t, func(st *chronicle.State) {
		st.Chapter, st.Cursor, st.Booklet = 1, 7, rows(1)
		st.Players[0].LastRank, st.Players[1].LastRank = 1, 2
		st.Conflicts = []string{"tribunal", "border-riots", "hunger-within"}
	}, nil)
	if s.g.First != 1 || s.g.Boards[0].Def().ID != "tribunal" || s.g.Missions[0].Chronicle.ID != "m-era1-ch2-1" {
		t.Errorf("chapter 2: first %d, boards %s, missions from %s", s.g.First, s.g.Boards[0].Def().ID, s.g.Missions[0].Chronicle.ID)
	}
}

// TestServantAndAsset: the Haven's servant may be recruited once, at no
// cost, in place of an Antechamber card (§5.5); one Asset a turn,
// discarded, resolves its seal's effect from the clan's player aid
// (§5.6).
func TestServantAndAsset(t *testing.T) {
	s := buildChronicle(t, func(st *chronicle.State) {
		st.Players[0].Servant = "c33"
		st.SetCharacter(chronicle.Character{ID: "c33", Face: "base", Haven: 0})
		st.Players[0].Assets = []string{"merchant", "scholar"}
	}, func(p Pos) {
		p.Ante("c09", "c10", "c11", "c12", "c13")
		k := p.Recruit(0, "c14", p.Head(0))
		p.Set(k, func(v *Vampire) { v.Torpor = true })
	})
	if !s.has("Recruit your servant Gideon the Smith") {
		t.Fatalf("no servant option: %q", s.labels())
	}
	s.pick(KindTurn, "Use a merchant Asset")
	if s.has("Use a scholar Asset") {
		t.Errorf("a second Asset in one turn")
	}
	// Merchant: Revive a vampire of your choice, torpid ones included.
	if s.kind() == KindTarget {
		s.pick(KindTarget, "Nikolai")
	}
	if s.v("c14").Torpor {
		t.Errorf("the merchant Asset did not revive Nikolai")
	}
	s.pick(KindTurn, "Recruit your servant")
	s.pick(KindSire, "Cinder Elder")
	s.pick(KindAnkh, "Brazier")
	g := s.g
	if g.VampireOf("c33") < 0 || s.head(0).Power != 3 || len(g.Havens) != 0 {
		t.Errorf("the servant: recruited %v, head Power %d (no cost)", g.VampireOf("c33") >= 0, s.head(0).Power)
	}
	if got := g.assetsLeft[0]; len(got) != 1 || got[0] != "scholar" {
		t.Errorf("Assets left %v", got)
	}
}

// TestStatusGainStickers: a Status Gain turns a non-torpid base
// character of the claimer's Lineage to its Ancilla face with the
// played clan's sticker or a thin-blood one; when the clan's stickers
// are gone, thin-blood; when those are gone too, any clan's (§5.3 step
// 3, FAQ L1577–1591).
func TestStatusGainStickers(t *testing.T) {
	for _, c := range []struct {
		name         string
		clan, thin   int
		choose, want string
	}{
		{"choice", 2, 2, "Thin-blood", "thin-blood"},
		{"clan gone", 0, 2, "", "thin-blood"},
		{"both gone", 0, 0, "", "thorn"},
	} {
		s := buildChronicle(t, func(st *chronicle.State) {
			st.Stickers["sticker-cinder"] = c.clan
			st.Stickers["sticker-thin-blood"] = c.thin
		}, func(p Pos) {
			g := p.G
			g.Round = g.Rounds
			m := statusMission(t, g.Pack)
			g.Missions = []Mission{{Name: m.Name, Attribute: "geo:west", Claimer: -1, Chronicle: m}}
			p.Recruit(0, "c09", p.Head(0)) // Ilse: west, a base face with an Ancilla side
			p.Ante("c11", "c10", "c13", "c12", "c17")
		})
		s.pick(KindTurn, "Katrin")
		s.pick(KindSire, "Cinder Elder")
		s.pick(KindAnkh, "Brazier")
		s.pick(KindTurn, "End")
		s.pick(KindTurn, "Lorcan")
		s.pick(KindAnkh, "Brazier")
		s.pick(KindTurn, "End")
		s.until(KindDilemma)
		s.pick(KindDilemma, "Keep it close")
		if s.kind() == KindStatus {
			s.pick(KindStatus, "Ilse")
		}
		if c.choose != "" {
			s.pick(KindSticker, c.choose)
		}
		for s.kind() != "" {
			s.g.Apply(0)
		}
		ch, ok := s.g.Next.CharacterState("c09")
		if !ok || ch.Face != "ancilla" || ch.Clan != c.want {
			t.Errorf("%s: Ilse %+v, want the Ancilla face with %s", c.name, ch, c.want)
		}
	}
}

// TestResultsPhase: after the chapter, the winner writes the chapter
// card's Title and keeps the card as an Asset, the loser unlocks a
// Research intrigue of its clan (Plan), the claimer's dilemma raises a
// characteristic, the winner draws an Obligation, a servant is retained
// (§5.3).
func TestResultsPhase(t *testing.T) {
	s := buildChronicle(t, nil, func(p Pos) {
		g := p.G
		g.Round = g.Rounds
		m := statusMission(t, g.Pack)
		g.Missions = []Mission{{Name: m.Name, Attribute: "geo:west", Claimer: -1, Chronicle: m}}
		p.Recruit(0, "c09", p.Head(0))
		p.Set(p.Head(0), func(v *Vampire) { v.Power = 20 })
		p.Ante("c11", "c10", "c13", "c12", "c17")
	})
	s.pick(KindTurn, "Katrin")
	s.pick(KindSire, "Cinder Elder")
	s.pick(KindAnkh, "Brazier")
	s.pick(KindTurn, "End")
	s.pick(KindTurn, "Lorcan")
	s.pick(KindAnkh, "Brazier")
	s.pick(KindTurn, "End")
	// Plan: the loser (seat 1, thorn) picks its clan's Research intrigue.
	s.until(KindDilemma)
	s.pick(KindDilemma, "Use it at once")
	s.until(KindServant)
	// Fewest missions first: seat 1 (none) decides before seat 0.
	if d := s.g.Pending(); d.Seat != 1 {
		t.Errorf("seat %d retains first, want seat 1 (fewest missions)", d.Seat)
	}
	s.pick(KindServant, "None")
	s.pick(KindServant, "Ilse")
	for s.kind() != "" {
		s.g.Apply(0)
	}
	g := s.g
	st := g.Next
	if g.Ranking[0] != 0 {
		t.Fatalf("ranking %v", g.Ranking)
	}
	a := st.Players[0]
	if len(a.Titles) != 2 || a.Titles[1] != "Keeper of Lanterns" || len(a.Assets) != 1 || len(a.Obligations) != 1 {
		t.Errorf("the winner: titles %v, assets %v, obligations %v", a.Titles, a.Assets, a.Obligations)
	}
	if !st.IsUnlocked("thorn-5") {
		t.Errorf("Plan: thorn-5 not unlocked (%v)", st.Unlocked)
	}
	m := statusMission(t, g.Pack)
	if a.Sheet[m.Dilemma.Responses[1].Characteristic] != 1 {
		t.Errorf("the dilemma's characteristic: %v", a.Sheet)
	}
	if a.Servant != "c09" {
		t.Errorf("servant %q", a.Servant)
	}
	if ch, _ := st.CharacterState("c09"); ch.Haven != 0 {
		t.Errorf("Ilse's place: %+v", ch)
	}
	if st.Chapter != 1 || st.Cursor != 7 || a.LastRank != 1 || st.Players[1].LastRank != 2 {
		t.Errorf("chapter %d, cursor %d, ranks %d %d", st.Chapter, st.Cursor, a.LastRank, st.Players[1].LastRank)
	}
}

// TestAlternativeHead: a player owning an unlocked Clan Head of the clan
// it plays may lead with it: its starting intrigues in hand (a locked one
// unlocked for good) and its temperament on the Morality marker (§2.1,
// §5.4 item 3).
func TestAlternativeHead(t *testing.T) {
	s := buildChronicle(t, func(st *chronicle.State) {
		st.Players[0].Heads = []string{"cinder-pretender"}
		st.Unlocked = []string{"cinder-pretender"}
	}, nil)
	s.pick(KindHead, "The Ember Pretender")
	g := s.g
	var hand []string
	for _, i := range g.Players[0].Hand {
		hand = append(hand, g.Intr[i].ID)
	}
	if g.Name(g.Players[0].Lineage[0]) != "The Ember Pretender" || len(hand) != 3 || hand[2] != "cinder-5" {
		t.Errorf("head %s, hand %v", g.Name(g.Players[0].Lineage[0]), hand)
	}
	if b := (Pos{g}).Board("beast").(*Temper); b.Face[0] != pack.Cruel {
		t.Errorf("Morality face %s, the Pretender is cruel", b.Face[0])
	}
	if !g.Chron.IsUnlocked("cinder-5") {
		t.Errorf("the Pretender's locked intrigue is not unlocked for good")
	}
}

// TestSkillStickerAward: after a chapter each player may put a skill
// sticker its sheet allows on an Ancilla with a free slot; it stays on
// the card (§5.3 step 5).
func TestSkillStickerAward(t *testing.T) {
	s := buildChronicle(t, nil, func(p Pos) {
		g := p.G
		g.Round = g.Rounds
		g.Missions = nil
		p.Recruit(0, "c01", p.Head(0)) // Agnes, an Ancilla with one free slot
		p.Ante("c11", "c10", "c13", "c12", "c17")
	})
	s.pick(KindTurn, "Katrin")
	s.pick(KindSire, "Cinder Elder")
	s.pick(KindAnkh, "Brazier")
	s.pick(KindTurn, "End")
	s.pick(KindTurn, "Lorcan")
	s.pick(KindAnkh, "Brazier")
	s.pick(KindTurn, "End")
	s.until(KindSkillSticker)
	for s.g.Pending().Seat != 0 {
		s.pick(KindSkillSticker, "No sticker")
	}
	if s.has("rouse on Agnes") || !s.has("scribe on Agnes") {
		t.Errorf("allowed stickers (no mercy on the sheet): %q", s.labels())
	}
	s.pick(KindSkillSticker, "scribe on Agnes")
	for s.kind() != "" {
		s.g.Apply(0)
	}
	st := s.g.Next
	if ch, _ := st.CharacterState("c01"); len(ch.Skills) != 1 || ch.Skills[0] != "scribe" || st.Stickers["sk-scribe"] != 1 {
		t.Errorf("Agnes %+v, scribe stickers left %d", ch, st.Stickers["sk-scribe"])
	}
}

// TestChronicleOpsInPlay: a chapter preview's effect and an Obligation's
// may change the chronicle (§11.11 chronicle operations): the demo's
// second preview raises every player's Occult; "Spiral of Debts" draws
// its holder another Obligation.
func TestChronicleOpsInPlay(t *testing.T) {
	s := buildChronicle(t, func(st *chronicle.State) {
		st.Chapter, st.Cursor, st.Booklet = 1, 7, rows(1)
		st.Players[0].LastRank, st.Players[1].LastRank = 1, 2
		st.Players[0].Obligations = []string{"obl-5"}
		st.Obligations = []string{"obl-1", "obl-2", "obl-3", "obl-4"}
	}, nil)
	g := s.g
	if g.Preview != "preview-2" {
		t.Fatalf("preview %s", g.Preview)
	}
	for p := range g.Players {
		if g.Chron.Players[p].Sheet["abilities.occult"] != 1 {
			t.Errorf("player %d: Occult %d after the preview", p, g.Chron.Players[p].Sheet["abilities.occult"])
		}
	}
	if len(g.Chron.Players[0].Obligations) != 2 || len(g.Chron.Obligations) != 3 {
		t.Errorf("Spiral of Debts: %v, pool %v", g.Chron.Players[0].Obligations, g.Chron.Obligations)
	}
}

// TestPrologue: before the first chapter each player spends the pack's
// sheet points on its character sheet, seat by seat (§5.2).
func TestPrologue(t *testing.T) {
	s := buildChronicle(t, func(st *chronicle.State) { st.PrologueDone = false }, nil)
	for k := range 6 {
		if d := s.g.Pending(); d.Seat != 0 || d.Kind != KindPrologue {
			t.Fatalf("point %d: seat %d, %s", k+1, d.Seat, d.Kind)
		}
		s.pick(KindPrologue, []string{"psyche.mercy", "abilities.war"}[k%2])
	}
	for range 6 {
		s.pick(KindPrologue, "allegiance.sabbat")
	}
	g := s.g
	if a, b := g.Chron.Players[0].Sheet, g.Chron.Players[1].Sheet; a["psyche.mercy"] != 3 || a["abilities.war"] != 3 || b["allegiance.sabbat"] != 6 || !g.Chron.PrologueDone {
		t.Errorf("sheets %v %v", a, b)
	}
	if s.kind() != KindTurn {
		t.Errorf("after the prologue: %s", s.kind())
	}
}

// TestChronicleRevealsCharacters: a new base character of the chronicle
// deck joins the character deck when revealed, for good (§5.4 item 1).
func TestChronicleRevealsCharacters(t *testing.T) {
	s := buildChronicle(t, func(st *chronicle.State) {
		st.Chapter, st.Cursor, st.Booklet = 1, 7, rows(1)
	}, nil)
	g := s.g
	if !g.Chron.IsUnlocked("c41") || g.FindCard("c41") < 0 || g.Preview != "preview-2" {
		t.Errorf("Orsolya unlocked %v, in the game %v, preview %s", g.Chron.IsUnlocked("c41"), g.FindCard("c41") >= 0, g.Preview)
	}
	// Chapter 1 does not hold her yet.
	s = buildChronicle(t, nil, nil)
	if s.g.FindCard("c41") >= 0 {
		t.Error("Orsolya in chapter 1's deck")
	}
}

// TestNameSticker: a Status Gain may add a name sticker, which names the
// card on its Ancilla face from then on (§5.3 step 3).
func TestNameSticker(t *testing.T) {
	s := buildChronicle(t, nil, func(p Pos) {
		g := p.G
		g.Round = g.Rounds
		m := statusMission(t, g.Pack)
		g.Missions = []Mission{{Name: m.Name, Attribute: "geo:west", Claimer: -1, Chronicle: m}}
		p.Recruit(0, "c09", p.Head(0))
		p.Ante("c11", "c10", "c13", "c12", "c17")
	})
	s.pick(KindTurn, "Katrin")
	s.pick(KindSire, "Cinder Elder")
	s.pick(KindAnkh, "Brazier")
	s.pick(KindTurn, "End")
	s.pick(KindTurn, "Lorcan")
	s.pick(KindAnkh, "Brazier")
	s.pick(KindTurn, "End")
	s.until(KindDilemma)
	s.pick(KindDilemma, "Keep it close")
	s.pick(KindStatus, "Ilse")
	s.pick(KindSticker, "The cinder clan sticker")
	s.pick(KindNameSticker, "Old Maud")
	for s.kind() != "" {
		s.g.Apply(0)
	}
	st := s.g.Next
	if ch, _ := st.CharacterState("c09"); ch.Name != "Old Maud" || st.Stickers["sticker-name-0"] != 0 {
		t.Fatalf("Ilse %+v, Old Maud stickers left %d", ch, st.Stickers["sticker-name-0"])
	}
	next := buildChronicle(t, func(x *chronicle.State) { *x = *st.Clone(); x.Over = false }, nil)
	if n := next.g.CardName(next.g.FindCard("c09")); n != "Old Maud" {
		t.Errorf("the card's name in the next chapter: %q", n)
	}
}
