package rules

import (
	"testing"

	"kindred/heritage/chronicle"
)

// The rulebook's FAQ rulings (L1521–1644) that the scenario tests of
// the sections do not already play.

// TestFAQActivePlayersMarker (FAQ L1559): the player who causes an
// activation is the active player, whoever owns the vampire: its own
// Morality marker moves.
func TestFAQActivePlayersMarker(t *testing.T) {
	var theirs int
	s := build(t, DefaultOptions(), func(p Pos) {
		theirs = p.Recruit(1, "c09", p.Head(1)) // calm
	})
	g := s.g
	b := (Pos{g}).Board("beast").(*Temper)
	before0, before1 := b.Pos[0], b.Pos[1]
	g.Boards[2].activate(g, 0, theirs) // the Beast board, seat 0 active
	if b.Pos[0] != before0+1 || b.Pos[1] != before1 {
		t.Errorf("markers %d/%d, want seat 0's up one and seat 1's unmoved (%d/%d)", b.Pos[0], b.Pos[1], before0, before1)
	}
}

// TestFAQActivationIsNotTrigger (FAQ L1543): activating a vampire does
// not trigger its skills.
func TestFAQActivationIsNotTrigger(t *testing.T) {
	var agnes int
	s := build(t, DefaultOptions(), func(p Pos) {
		agnes = p.Recruit(0, "c01", p.Head(0)) // Agnes: Tally of Debts
	})
	g := s.g
	n := len(g.Events)
	for i := range g.Boards {
		if _, ok := g.Boards[i].(*AnarchRevolt); !ok {
			g.Boards[i].activate(g, 0, agnes)
		}
	}
	for _, e := range g.Events[n:] {
		if e.Text.Msg == msgSkill {
			t.Errorf("a skill triggered by an activation: %v", e.Text)
		}
	}
}

// TestFAQRemoveSeveral (FAQ L1539): several cards leaving the
// Antechamber together are all removed first, then it refills once,
// survivors sliding right and the newest card leftmost (Greta's Clear the
// Hall removes two).
func TestFAQRemoveSeveral(t *testing.T) {
	s := build(t, DefaultOptions(), func(p Pos) {
		p.Ante("c07", "c09", "c10", "c11", "c12")
		p.DeckTop("c22", "c21")
	})
	s.pick(KindTurn, "Greta") // 3 Power from the Clan Head; c21 enters leftmost
	s.pick(KindAnkh, "Brazier")
	s.pick(KindSlot, "Jasper")
	s.pick(KindSlot, "Lorcan")
	g := s.g
	var ids []string
	for _, c := range g.Ante[1:] {
		ids = append(ids, g.Cards[c].Def.ID)
	}
	if want := []string{"c22", "c21", "c09", "c11"}; !equal(ids, want) {
		t.Errorf("Antechamber slots 2–5 %v, want %v", ids, want)
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestFAQBloodBond (FAQ L1573–1575): a character Blood-Bound to a clan
// can be recruited only by a Lineage of that clan.
func TestFAQBloodBond(t *testing.T) {
	for _, c := range []struct {
		clans []string
		ok    bool
	}{{[]string{"cinder", "thorn"}, false}, {[]string{"thorn", "cinder"}, true}} {
		s := buildChronicle(t, func(st *chronicle.State) {
			st.SetCharacter(chronicle.Character{ID: "c11", Face: "ancilla", Clan: "thorn", Skills: []string{"sworn-blood"}, Bound: true, Haven: -1})
		}, func(p Pos) {
			p.Ante("c11", "c10", "c13", "c12", "c17")
		}, c.clans...)
		if got := s.has("Katrin, Ancilla"); got != c.ok {
			t.Errorf("%s offered the thorn-bound Katrin: %v, want %v (%q)", c.clans[0], got, c.ok, s.labels())
		}
	}
}
