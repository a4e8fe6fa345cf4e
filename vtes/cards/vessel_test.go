package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Vessel, for 1 pool: a trifle on a vampire; a Blood Doll in play may be
// burned as it comes; in the unlock phase of the vampire's controller, 1
// blood moves from the vampire to the pool or from the pool to it, in
// torpor too ([PIB 20150522]) (card text; §3.1).
func TestVessel(t *testing.T) {
	t.Run("put on a vampire, a Blood Doll burned", func(t *testing.T) {
		s := newScenario(3)
		ryan := s.Ready(0, "Ryan", 3)
		doll := s.Attach(ryan, "Blood Doll", 0)
		card := s.Hand(0, "Vessel")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Vessel", "Blood Doll")
		wantOn(t, g, card, ryan)
		wantZone(t, doll, vtes.ZoneAsh)
		wantPool(t, g, 29, 30, 30)
	})
	for _, tc := range []struct {
		choice      string
		blood, pool int
	}{
		{"move 1 blood from the vampire to your pool", 2, 31},
		{"move 1 pool to the vampire", 4, 29},
		{"move nothing", 3, 30},
	} {
		t.Run(tc.choice, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Sully", 3) // a ready vampire: no withdrawal to offer
			ryan := s.Torpor(0, "Ryan", 3)
			s.Attach(ryan, "Vessel", 0)
			g := s.Start(0, 2, vtes.PhaseUnlock)
			passUntil(t, g, tc.choice)
			answer(t, g, tc.choice)
			wantBlood(t, ryan, tc.blood)
			wantPool(t, g, tc.pool, 30, 30)
		})
	}
	t.Run("not in another Methuselah's unlock phase", func(t *testing.T) {
		s := newScenario(3)
		ryan := s.Ready(1, "Ryan", 3)
		s.Attach(ryan, "Vessel", 0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		neverOffered(t, g, "move 1 pool to the vampire")
	})
}
