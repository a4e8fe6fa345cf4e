package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Vozhd of Sofia: strike 3R damage; enters combat with a minion as a
// Ⓓ action; in its unlock phase, an ally or retainer card discarded adds 2
// life to it (card text).
func TestTheVozhdOfSofia(t *testing.T) {
	t.Run("enters combat with a minion, strikes 3R", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Vozhd of Sofia", 5)
		zho := s.Ready(1, "Thadius Zho", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Vozhd of Sofia (enter combat with a minion → Thadius Zho)")
		passUntil(t, g, "The Vozhd of Sofia: 3R damage")
		answer(t, g, "The Vozhd of Sofia: 3R damage", "Hand strike (0 damage)") // and Thadius Zho's
		finish(t, g)
		wantZone(t, zho, vtes.ZoneAsh)
	})
	t.Run("a discarded ally adds 2 life", func(t *testing.T) {
		s := newScenario(3)
		vozhd := s.Ready(0, "The Vozhd of Sofia", 2)
		s.Hand(0, "War Ghoul")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No", "War Ghoul")
		wantBlood(t, vozhd, 4)
		if !inAshHeap(g, "War Ghoul") {
			t.Error("War Ghoul is not discarded")
		}
	})
}
