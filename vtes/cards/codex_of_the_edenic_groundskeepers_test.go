package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Codex of the Edenic Groundskeepers: -2 stealth to its bearer's bleeds;
// its vampire bleeds as a Ⓓ action costing 1 blood, at +3 bleed when the
// target controls no ready unlocked minion (card text; §3.5.1, §4.4).
func TestCodexOfTheEdenicGroundskeepers(t *testing.T) {
	start := func(lockedDefender bool) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Codex of the Edenic Groundskeepers", 0)
		nik := s.Ready(1, "Nik Sikko", 3)
		nik.Locked = lockedDefender
		return s.Start(0, 2, vtes.PhaseMinion), ashley
	}
	t.Run("equipped for 1 pool", func(t *testing.T) {
		wantEquipped(t, "Codex of the Edenic Groundskeepers", 1)
	})
	t.Run("+3 bleed against no ready unlocked minion", func(t *testing.T) {
		g, ashley := start(true)
		answer(t, g, "Ashley: Codex of the Edenic Groundskeepers")
		finish(t, g)
		wantPool(t, g, 30, 26, 30)
		wantBlood(t, ashley, 2)
	})
	t.Run("no bonus against a ready unlocked minion", func(t *testing.T) {
		g, _ := start(false)
		answer(t, g, "Ashley: Codex of the Edenic Groundskeepers")
		if a := g.Action(); a == nil || a.Stealth != -2 || !a.Directed {
			t.Fatalf("action %+v: want a directed bleed at -2 stealth", a)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("-2 stealth to a plain bleed", func(t *testing.T) {
		g, _ := start(false)
		answer(t, g, "Ashley bleeds")
		if a := g.Action(); a == nil || a.Stealth != -2 {
			t.Fatalf("action %+v: want -2 stealth", a)
		}
	})
}
