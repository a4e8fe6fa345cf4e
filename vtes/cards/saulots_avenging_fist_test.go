package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Saulot's Avenging Fist: on a Salubri its Methuselah controls; +1
// strength; a Ⓓ action to enter combat with a non-Salubri vampire, +1
// stealth against a Tremere (card text; §4.2).
func TestSaulotsAvengingFist(t *testing.T) {
	t.Run("put on a Salubri", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		malachi := s.Ready(0, "Malachi", 3)
		card := s.Hand(0, "Saulot's Avenging Fist")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Saulot's Avenging Fist")
		wantOn(t, g, card, malachi) // Madison, a Ventrue, was not a choice
		wantPool(t, g, 28, 30, 30)
	})
	for _, tc := range []struct {
		name, target, label string
		stealth             int
	}{
		{"a non-Salubri vampire", "Madison", "(enter combat with a non-Salubri vampire → Madison)", 0},
		{"a Tremere, +1 stealth", "Aidan Lyle",
			"(enter combat with a Tremere (+1 stealth) → Aidan Lyle)", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			malachi := s.Ready(0, "Malachi", 4)
			s.Attach(malachi, "Saulot's Avenging Fist", 0)
			s.Ready(1, tc.target, 4)
			s.Ready(1, "Abaddon", 4) // a Salubri: no such action against him
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustNotOffer(t, g, "→ Abaddon")
			answer(t, g, "Malachi: Saulot's Avenging Fist "+tc.label)
			if a := g.Action(); a == nil || !a.Directed || a.Stealth != tc.stealth {
				t.Fatalf("want a directed action at %d stealth, got %+v", tc.stealth, a)
			}
			answer(t, g, "Do not block")
			if !logged(g, "Combat: Malachi against "+tc.target) {
				t.Fatalf("no combat\n%s", logText(g))
			}
			finish(t, g)
			if !logged(g, "Malachi strikes (hand strike): 2 damage") { // +1 strength
				t.Errorf("no 2-damage hand strike\n%s", logText(g))
			}
		})
	}
}
