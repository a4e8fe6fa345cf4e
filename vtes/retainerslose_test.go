package vtes_test

// Retainers that lose their abilities in combat with a minion
// (retainerslose.go; Stanislava).

import (
	"testing"

	"kindred/vtes"
)

var (
	// A vampire opposing whom retainers lose their abilities.
	_ = func() *vtes.CardDef {
		d := testVampire(996500, "Test Black Cat", 6, "Gangrel", "pro", vtes.Camarilla, vtes.NoTitle)
		d.Static.RetainersLoseAbilities = true
		return d
	}()
	// A retainer giving its employer +1 strength.
	_ = fixture(&vtes.CardDef{ID: 996501, Name: "Test Bruiser", Types: vtes.Retainer, Life: 2,
		Static: vtes.Static{Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}})
)

// Nathaniel, employing a retainer barring combat-ends strikes (Test Hound)
// and one giving +1 strength (Test Bruiser), attacks a locked vampire:
// against one that takes retainers' abilities, both are lost for the
// combat (the combat-ends strike is offered, the hand strike does 1), and
// back once it is over; against another, they apply.
func TestRetainersLoseAbilities(t *testing.T) {
	for _, tc := range []struct {
		target     string
		lost       bool
		wantTarget int // the target's blood after Nathaniel's hand strike
	}{
		{"Test Black Cat", true, 2},
		{"Nik Sikko", false, 1},
	} {
		t.Run(tc.target, func(t *testing.T) {
			s := newScenario(2)
			n, v := nathanielAttacks(s, 6, tc.target, 3)
			s.Attach(n, "Test Hound", 1)
			s.Attach(n, "Test Bruiser", 2)
			s.Hand(1, "Test Escape", "Test Thrown Knife")
			g := s.Start(0, 3, vtes.PhaseMinion)
			attack(t, g, tc.target)
			asked(t, g, 1, "vtes.strike")
			if offered(g, "Test Escape") != tc.lost {
				t.Fatalf("combat-ends strike offered: %v, want %v", !tc.lost, tc.lost)
			}
			answer(t, g, "Play Test Thrown Knife")
			if v.Blood != tc.wantTarget {
				t.Errorf("%s has %d blood, want %d", tc.target, v.Blood, tc.wantTarget)
			}
			if n.Blood != 4 {
				t.Errorf("Nathaniel has %d blood, want 4", n.Blood)
			}
		})
	}
}
