package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Show of Force ([pot][pre]): bleed at +1 (+2 superior); blocked, the
// vampire gets +1 strength (+2) in the resulting combat (card text;
// §3.5.1, §6.4).
func TestShowOfForce(t *testing.T) {
	for _, tc := range []struct {
		vampire, level string
		prey, mk       int
	}{
		{"Rayne", "+1", 28, 4},  // pot only: not offered
		{"Octane", "+2", 27, 3}, // CEL POT PRE
	} {
		t.Run(tc.vampire+" unblocked", func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.vampire, 3, "Show of Force")
			g := s.Start(0, 2, vtes.PhaseMinion)
			if tc.vampire == "Rayne" {
				mustNotOffer(t, g, "Show of Force")
				return
			}
			answer(t, g, tc.vampire+": Show of Force (bleed at "+tc.level+" bleed")
			finish(t, g)
			wantPool(t, g, 30, tc.prey, 30)
		})
		t.Run(tc.vampire+" blocked", func(t *testing.T) {
			if tc.vampire == "Rayne" {
				return
			}
			s := newScenario(3)
			readyWithHand(s, 0, tc.vampire, 3, "Show of Force")
			mk := s.Ready(1, "Mkhokheli", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": Show of Force (bleed at "+tc.level+" bleed",
				"Block with Mkhokheli")
			finish(t, g)
			wantBlood(t, mk, tc.mk)
		})
	}
	t.Run("inferior: +1", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Siarhei Levchenko", 3, "Show of Force") // pot CEL PRE
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "bleed at +2 bleed")
		answer(t, g, "Siarhei Levchenko: Show of Force (bleed at +1 bleed",
			"Block with Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 4)
	})
}
