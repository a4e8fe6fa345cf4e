package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cedrick Calhoun: when the referendum of a political action he called
// fails, he goes to torpor after resolution; when it passes, nothing
// happens to him (card text; §5.2: a tie fails).
func TestCedrickCalhoun(t *testing.T) {
	for _, tc := range []struct {
		name       string
		vote       string // the Dowager's vote
		wantZone   vtes.Zone
		wantPool12 [2]int
	}{
		{"referendum fails on a tie", "against", vtes.ZoneTorpor, [2]int{30, 30}},
		{"referendum passes", "for", vtes.ZoneReady, [2]int{28, 28}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			cedrick := readyWithHand(s, 0, "Cedrick Calhoun", 4, "Kine Resources Contested")
			s.Ready(1, "The Dowager", 3) // primogen: 1 vote
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Cedrick Calhoun: Kine Resources Contested", "Do not block",
				"Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3", // the terms
				"The Dowager: 1 vote(s) "+tc.vote)
			wantZone(t, cedrick, tc.wantZone)
			wantPool(t, g, 30, tc.wantPool12[0], tc.wantPool12[1])
		})
	}
}
