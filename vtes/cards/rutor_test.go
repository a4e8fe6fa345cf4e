package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rutor: Tzimisce get -1 intercept against him; others do not (card
// text; §4.3).
func TestRutor(t *testing.T) {
	for _, tc := range []struct {
		blocker string
		blocks  bool
	}{{"Whisper", false}, {"Nik Sikko", true}} { // a Tzimisce, a Toreador
		t.Run(tc.blocker, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Rutor", 4)
			s.Ready(1, tc.blocker, 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Rutor bleeds", "Block with "+tc.blocker)
			if got := logged(g, tc.blocker+" blocks Rutor"); got != tc.blocks {
				t.Fatalf("%s blocks: %v, want %v\n%s", tc.blocker, got, tc.blocks, logText(g))
			}
		})
	}
}
