package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Line Brawl, by an Anarch: [cel] Ⓓ steal 1 pool from another
// Methuselah, chosen as the action is announced; [pot] Ⓓ enter combat
// with a minion; [pre] Ⓓ bleed at +1; not by a Camarilla vampire (card
// text; §3.5.1, §4.2, §6.1).
func TestLineBrawl(t *testing.T) {
	t.Run("celerity: steal 1 pool", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Line Brawl")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright: Line Brawl (steal 1 pool)", "Methuselah 3")
		if a := g.Action(); a != nil && (!a.Directed || a.TargetSeat != 2) {
			t.Errorf("directed %v at %d, want directed at Methuselah 3", a.Directed,
				a.TargetSeat)
		}
		finish(t, g)
		wantPool(t, g, 31, 30, 29)
		wantLocked(t, anita, true)
	})
	t.Run("potence: enter combat", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Brandon Grime", 3, "Line Brawl")
		mk := s.Ready(2, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Brandon Grime: Line Brawl (enter combat with a minion → Mkhokheli)")
		finish(t, g)
		wantBlood(t, mk, 2) // Brandon's hand strike
		if !logged(g, "Mkhokheli takes 1 damage") {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
	t.Run("presence: bleed at +1", func(t *testing.T) {
		g := minionPhase("Leumeah", 3, "Line Brawl")
		answer(t, g, "Leumeah: Line Brawl (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := minionPhase("Farah Sarroub", 3, "Line Brawl")
		mustNotOffer(t, g, "Line Brawl")
	})
}
