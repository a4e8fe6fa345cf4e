package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gravebound Drone: Path of Death and the Soul; [obl] for 2 blood, zombie
// with 2 life, 1 strength, 1 bleed; burns 1 life to prevent 1 damage to
// another copy in combat; no equipment; [OBL] during its bleed, burn 1
// life from another copy for +1 bleed (card text).
func TestGraveboundDrone(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode string
		superior      bool
	}{{"Nadezhda", "(recruit)", false}, {"El Monseñor", "(recruit (superior))", true}} { // obl; OBL
		t.Run("recruited by "+tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.vampire, 3, "Gravebound Drone")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": Gravebound Drone "+tc.mode)
			notBlocked(t, g)
			finish(t, g)
			c := card(t, g, "Gravebound Drone")
			if c.Zone != vtes.ZoneReady || c.Blood != 2 || c.Superior != tc.superior {
				t.Errorf("in zone %v with %d life, superior %v", c.Zone, c.Blood, c.Superior)
			}
		})
	}
	t.Run("prevents damage to another copy", func(t *testing.T) {
		s := newScenario(3)
		a := s.Ready(0, "Gravebound Drone", 2)
		b := s.Ready(0, "Gravebound Drone", 2)
		b.CannotAct = true // recruited this turn: a acts
		s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gravebound Drone bleeds")
		answer(t, g, "Block with Madison")
		fightUntil(t, g, "prevent 1 damage to another copy")
		answer(t, g, "Use Gravebound Drone: burn 1 life: prevent 1 damage to another copy")
		finish(t, g)
		if a.Blood+b.Blood != 3 || a.Zone != vtes.ZoneReady || b.Zone != vtes.ZoneReady {
			t.Errorf("the drones have %d and %d life, want 1 burned, no damage", a.Blood, b.Blood)
		}
	})
	t.Run("superior: another copy's life for +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		a := s.Ready(0, "Gravebound Drone", 2)
		a.Superior = true
		b := s.Ready(0, "Gravebound Drone", 2)
		b.CannotAct = true // recruited this turn: a acts
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gravebound Drone bleeds")
		notBlocked(t, g)
		answer(t, g, "Use Gravebound Drone: burn 1 life from another copy: +1 bleed")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		wantBlood(t, b, 1)
	})
	t.Run("no equipment", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Gravebound Drone", 2)
		s.Ready(0, "Screamer", 1)
		s.Hand(0, ".44 Magnum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Screamer: .44 Magnum")
		mustNotOffer(t, g, "Gravebound Drone: .44 Magnum")
	})
}
