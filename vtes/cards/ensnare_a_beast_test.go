package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ensnare a Beast: +1 intercept, [ani] or [cel]; superior, if the
// reacting vampire blocks, the acting minion's strike cards cost it 1
// blood more in that combat (card text; §14 C6).
func TestEnsnareABeast(t *testing.T) {
	for _, tc := range []struct {
		name, blocker, mode string
		horace              int
	}{
		// 1 for Roundhouse, 2 from Anousha's hand strike.
		{"[ANI]: Roundhouse costs 1", "Anousha, The Maniac", "+1 intercept, strike cards", 1},
		// Roundhouse free, 1 from Lawbringer's hand strike.
		{"[ani]: +1 intercept only", "Lawbringer", "+1 intercept)", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
			readyWithHand(s, 1, tc.blocker, 4, "Ensnare a Beast")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Horace Radcliffe hunts", "Block with "+tc.blocker)
			answer(t, g, "Play Ensnare a Beast ("+tc.mode)
			passUntil(t, g, "Play Roundhouse (hand strike at +2)")
			answer(t, g, "Play Roundhouse (hand strike at +2)")
			finish(t, g)
			wantBlood(t, horace, tc.horace)
		})
	}
}
