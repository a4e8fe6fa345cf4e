package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mylan Horseed: an ally with 1 life and 1 bleed; as a +1 stealth action
// he unlocks a locked non-Camarilla vampire of capacity 8 or more; he
// cannot block vampires (card text).
func TestMylanHorseed(t *testing.T) {
	t.Run("recruit", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Loonar", 3)
		m := s.Hand(0, "Mylan Horseed")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar: Mylan Horseed")
		finish(t, g)
		wantZone(t, m, vtes.ZoneReady)
		wantBlood(t, m, 1)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("unlocks a Sabbat capacity 8", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mylan Horseed", 1)
		klaus := s.Ready(0, "Klaus Konrecht", 3)
		klaus.Locked = true
		s.Ready(0, "Loonar", 3).Locked = true        // capacity 4
		s.Ready(1, "Catalina Vega", 3).Locked = true // Camarilla, capacity 8
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Loonar")
		mustNotOffer(t, g, "→ Catalina Vega")
		answer(t, g, "→ Klaus Konrecht")
		finish(t, g)
		wantLocked(t, klaus, false)
	})
	t.Run("cannot block vampires", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Loonar", 3)
		s.Ready(1, "Mylan Horseed", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar bleeds")
		neverOffered(t, g, "Block with Mylan Horseed")
	})
}
