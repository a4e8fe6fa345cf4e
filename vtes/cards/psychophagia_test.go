package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Psychophagia: a Hecata's +1 stealth hunt action removing an ally in any
// ash heap from the game for 3 blood, or 2 blood and unlocking (card
// text).
func TestPsychophagia(t *testing.T) {
	for _, tc := range []struct {
		mode   string
		blood  int
		locked bool
	}{
		{"gain 3 blood", 4, true},
		{"gain 2 blood and unlock", 3, false},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			m := readyWithHand(s, 0, "Monica Giovanni", 1, "Psychophagia")
			ally := s.Ash(2, "Underbridge Stray")[0]
			s.Ready(1, "Whisper", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Monica Giovanni: Psychophagia (remove an ally in an ash heap from the game: "+
				tc.mode+")")
			if a := g.Action(); a == nil || a.Stealth != 1 {
				t.Fatalf("want a +1 stealth action, got %+v", a)
			}
			answer(t, g, "Do not block")
			finish(t, g)
			wantZone(t, ally, vtes.ZoneRemoved)
			wantBlood(t, m, tc.blood)
			wantLocked(t, m, tc.locked)
		})
	}
	t.Run("not without an ally in an ash heap, nor by another clan", func(t *testing.T) {
		g := minionPhase("Monica Giovanni", 3, "Psychophagia")
		mustNotOffer(t, g, "Psychophagia")
		s := newScenario(3)
		readyWithHand(s, 0, "Malachi", 3, "Psychophagia")
		s.Ash(1, "Underbridge Stray")
		g = s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Psychophagia")
	})
}
