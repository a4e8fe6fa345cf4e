package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hunger of Marduk, before range: this round the Banu Haqim can strike,
// ranged: steal 1 blood (2 superior), for each of its strikes that round
// ([ANK 20220207]) (card text; §6.4 tier 4).
func TestHungerOfMarduk(t *testing.T) {
	for _, tc := range []struct {
		label string
		steal int
	}{{"steal 1 blood", 1}, {"steal 2 blood", 2}} {
		t.Run(tc.label, func(t *testing.T) {
			g, arjun, brandon := startBlockedBleed(t, "Arjun Shah", 2, "Hunger of Marduk",
				"Brandon Grime", 4)
			fightUntil(t, g, "Play Hunger of Marduk")
			answer(t, g, "Play Hunger of Marduk (this round, strike: ranged, "+tc.label+")")
			fightUntil(t, g, "Arjun Shah: ranged: steal blood")
			answer(t, g, "Arjun Shah: ranged: steal blood")
			if !logged(g,
				"Arjun Shah steals "+string(rune('0'+tc.steal))+" blood from Brandon Grime") {
				t.Errorf("no steal\n%s", logText(g))
			}
			wantBlood(t, brandon, 4-tc.steal)
			wantBlood(t, arjun, 2+tc.steal-1) // Brandon's hand strike
		})
	}
	t.Run("for each strike of the round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Hunger of Marduk", "Blur")
		brandon := s.Ready(1, "Brandon Grime", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Farah Sarroub", "Brandon Grime")
		fightUntil(t, g, "Play Hunger of Marduk")
		answer(t, g, "Play Hunger of Marduk (this round, strike: ranged, steal 1 blood)")
		fightUntil(t, g, "Farah Sarroub: ranged: steal blood")
		answer(t, g, "Farah Sarroub: ranged: steal blood")
		fightUntil(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Blur (1 additional strike)")
		fightUntil(t, g, "Farah Sarroub: ranged: steal blood")
		answer(t, g, "Farah Sarroub: ranged: steal blood")
		if countLog(g, "Farah Sarroub steals 1 blood from Brandon Grime") != 2 {
			t.Errorf("two steals\n%s", logText(g))
		}
		_ = brandon
	})
}
