package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Guardian Vigil: the Anarch attempts to block, with the clause of each
// Discipline used (group G00086): [aus] +1 intercept, even if not yet
// needed; [cel] 1 optional maneuver in the resulting combat; [for] it
// does not lock for the block (card text; §4.3, §6.3, §14 C29).
func TestGuardianVigil(t *testing.T) {
	for _, tc := range []struct {
		label               string
		intercept, maneuver bool
		noLock              bool
	}{
		{"+1 intercept)", true, false, false},
		{"a maneuver if blocking)", false, true, false},
		{"no lock for the block)", false, false, true},
		{"+1 intercept, a maneuver if blocking)", true, true, false},
		{"+1 intercept, no lock for the block)", true, false, true},
		{"a maneuver if blocking, no lock for the block)", false, true, true},
		{"+1 intercept, a maneuver if blocking, no lock for the block)", true, true, true},
	} {
		t.Run(tc.label, func(t *testing.T) {
			s := newScenario(3)
			actor := "Monique Kim" // stealth 0
			if tc.intercept {
				actor = "Duality" // VIC: Changeling, +1 stealth
				readyWithHand(s, 0, actor, 3, "Changeling")
			} else {
				s.Ready(0, actor, 3)
			}
			keegan := readyWithHand(s, 1, "Keegan", 4, "Guardian Vigil") // Anarch, aus cel FOR
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, actor+" bleeds", "Play Guardian Vigil (attempt to block: "+tc.label)
			if tc.intercept {
				// Stealth 1 against the intercept already there.
				answer(t, g, "Play Changeling (+1 stealth)")
			}
			if tc.maneuver {
				passUntil(t, g, "Use an optional maneuver (1 left)")
			} else {
				neverOffered(t, g, "optional maneuver")
			}
			finish(t, g)
			if !logged(g, "Keegan blocks "+actor) {
				t.Fatalf("no block\n%s", logText(g))
			}
			wantLocked(t, keegan, !tc.noLock)
		})
	}
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monique Kim", 3)
		readyWithHand(s, 1, "Mkhokheli", 6, "Guardian Vigil") // Camarilla, aus cel for
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monique Kim bleeds")
		mustNotOffer(t, g, "Play Guardian Vigil")
	})
}
