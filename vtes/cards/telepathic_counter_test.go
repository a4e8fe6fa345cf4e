package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Telepathic Counter: reduce a bleed against its Methuselah by 1 (2
// superior) (card text; §3.5.1).
func TestTelepathicCounter(t *testing.T) {
	for _, tc := range []struct {
		reactor, mode string
		want          int
	}{
		{"Catalina Vega", "(reduce the bleed by 2)", 30},
		{"Flávio Gonçalves", "(reduce the bleed by 1)", 29},
	} {
		t.Run(tc.reactor, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Lenny Burkhead", 3) // bleed 2
			readyWithHand(s, 1, tc.reactor, 3, "Telepathic Counter")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Lenny Burkhead bleeds", "Do not block")
			if tc.reactor == "Flávio Gonçalves" {
				mustNotOffer(t, g, "(reduce the bleed by 2)")
			}
			answer(t, g, "Play Telepathic Counter "+tc.mode)
			finish(t, g)
			wantPool(t, g, 30, tc.want, 30)
		})
	}
}
