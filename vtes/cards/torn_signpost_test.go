package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Torn Signpost, before range: the vampire's strength is 2 (3 superior)
// this combat; it sets the base strength ([PIB 20130303]) and "+X
// strength" effects add to it ([LSJ 20100813]) (card text; §6.4).
func TestTornSignpost(t *testing.T) {
	for _, tc := range []struct {
		vampire, label string
		left           int
	}{
		{"Rayne", "strength of 2 this combat", 4},
		{"Octane", "strength of 3 this combat", 3},
	} {
		t.Run(tc.label, func(t *testing.T) {
			g, _, mk := startBlockedBleed(t, tc.vampire, 4, "Torn Signpost", "Mkhokheli", 6)
			answer(t, g, "Play Torn Signpost ("+tc.label+")")
			finish(t, g)
			wantBlood(t, mk, tc.left)
		})
	}
	t.Run("+1 strength adds; a second one does not", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Theo Bell", 4, "Torn Signpost", "Torn Signpost")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Theo Bell", "Mkhokheli")
		answer(t, g, "Play Torn Signpost (strength of 3 this combat)")
		mustNotOffer(t, g, "Play Torn Signpost")
		finish(t, g)
		wantBlood(t, mk, 2) // 3, +1 Theo's own
	})
}
