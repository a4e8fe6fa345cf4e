package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Consign to Oblivion: only as the action is announced; [obl] reaction
// cards cost +1 blood or life; [OBL] and they are not replaced until the
// end of the action (card text).
func TestConsignToOblivion(t *testing.T) {
	for _, tc := range []struct {
		name, play string
		handDuring int // Naomi's Methuselah's hand once Deflection is played
	}{
		{"basic", "Play Consign to Oblivion (reaction cards cost +1 blood or life)", 1},
		{"superior", "Play Consign to Oblivion (reaction cards cost +1 blood or life and are not replaced", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			monica := readyWithHand(s, 0, "Monica Giovanni", 3, "Consign to Oblivion")
			naomi := readyWithHand(s, 1, "Naomi Stewart", 3, "Deflection")
			s.Library(1, "Minion Tap", "Minion Tap")
			s.Ready(2, "Madison", 3) // asked to block the redirected bleed: the action waits
			g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
			answer(t, g, "Monica Giovanni bleeds")
			answer(t, g, tc.play, "Do not block")
			answer(t, g, "Play Deflection (lock: redirect the bleed) with Naomi Stewart")
			wantBlood(t, naomi, 1) // 1 + 1
			if n := len(g.Methuselah(1).Hand); n != tc.handDuring {
				t.Errorf("hand of %d cards during the action, want %d", n, tc.handDuring)
			}
			answer(t, g, "Do not block")
			wantBlood(t, monica, 2)
			if !logged(g, "Monica Giovanni bleeds Methuselah 3") {
				t.Fatalf("the action is not over\n%s", logText(g))
			}
			// As many cards as without Consign to Oblivion once the action is
			// over: the deferred replacement was drawn.
			if n := len(g.Methuselah(1).Hand); n != 2 {
				t.Errorf("hand of %d cards after the action, want 2", n)
			}
		})
	}
	t.Run("a vampire with 1 blood cannot react", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Consign to Oblivion")
		readyWithHand(s, 1, "Naomi Stewart", 1, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds", "Play Consign to Oblivion (reaction cards cost +1 blood or life)", "Do not block")
		mustNotOffer(t, g, "Play Deflection")
	})
}
