package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Perfect Paragon, for 1 blood: [pre] in the polling of a political
// action, +3 votes; [PRE] allies and younger vampires get -1 intercept,
// an older vampire keeps its intercept (card text; §4.3, §5.3).
func TestPerfectParagon(t *testing.T) {
	t.Run("inferior: +3 votes in the polling", func(t *testing.T) {
		g := minionPhase("Massimo Falconi", 3, "Kine Resources Contested", "Perfect Paragon")
		callKRC(t, g, "Massimo Falconi")
		mustNotOffer(t, g, "-1 intercept")
		answer(t, g, "Play Perfect Paragon (+3 votes)", "Vote for")
		finish(t, g)
		if !logged(g, "casts 3 vote(s) for") {
			t.Errorf("no 3 votes cast\n%s", logText(g))
		}
	})
	for _, c := range []struct {
		blocker string
		blocks  bool
	}{{"Min-seo", false}, {"Horst von Brühl", true}} {
		t.Run("superior against "+c.blocker, func(t *testing.T) {
			s := newScenario(3)
			tam := readyWithHand(s, 0, "Tamoszius", 3, "Perfect Paragon") // capacity 5
			s.Ready(1, c.blocker, 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Tamoszius bleeds", "Block with "+c.blocker)
			if !c.blocks {
				answer(t, g, "Play Perfect Paragon (allies and younger vampires: -1 intercept)")
				wantBlood(t, tam, 2)
				if !logged(g, c.blocker+" fails to block") {
					t.Errorf("the block did not fail\n%s", logText(g))
				}
			} else {
				neverOffered(t, g, "Play Perfect Paragon")
			}
			if got := logged(g, c.blocker+" blocks Tamoszius"); got != c.blocks {
				t.Errorf("%s blocks: %v, want %v", c.blocker, got, c.blocks)
			}
		})
	}
}
