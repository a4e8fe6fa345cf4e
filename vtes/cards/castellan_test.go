package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Castellan: +1 intercept during directed actions, -1 during undirected
// ones (card text; §4.2, §4.3). A Revenant's +1 shows the -1: 2 against
// a bleed, 0 against a hunt (the label names intercept above 0 only).
func TestCastellan(t *testing.T) {
	for _, tc := range []struct {
		name, action, want string
	}{
		{"a bleed is directed", "Mkhokheli bleeds Methuselah 2", "Block with Castellan (intercept 2)"},
		{"a hunt is undirected", "Mkhokheli hunts", "Block with Castellan"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Mkhokheli", 3)
			c := s.Ready(1, "Castellan", 3)
			s.Attach(c, "Revenant", 2)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.action)
			mustOffer(t, g, tc.want)
			if tc.action == "Mkhokheli hunts" {
				mustNotOffer(t, g, "(intercept")
			}
		})
	}
}
