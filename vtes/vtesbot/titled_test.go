package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// A card for a title none of the bot's ready vampires has is cycled
// (TestBotCyclesDeadCards), but not while a vampire with that title waits
// in the uncontrolled region: the Banu Haqim cycled Fourth Tradition: The
// Accounting before their prince came out, and never played it.
func TestBotKeepsACardForTheTitledToCome(t *testing.T) {
	for _, tc := range []struct {
		uncontrolled string
		keep         bool
	}{
		{"Farah Sarroub", true}, // a prince
		{"Arjun Shah", false},   // no title
	} {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Anita Wainwright", 3)
		s.Uncontrolled(0, tc.uncontrolled, 2)
		s.Ready(1, "Mkhokheli", 3)
		s.Hand(0, "Dust Up", "Fourth Tradition: The Accounting", "Protection Racket")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		got := botPick(t, g)
		if kept := !strings.Contains(got, "Fourth Tradition"); kept != tc.keep {
			t.Errorf("with %s uncontrolled the bot picks %q, want Fourth Tradition kept: %v (%q)",
				tc.uncontrolled, got, tc.keep, g.Labels())
		}
	}
}
