package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Homunculus: retainer with 1 life (2 superior); in another Methuselah's
// unlock phase its locked employer may burn 1 blood to unlock (card text;
// §3.1, §6.8).
func TestHomunculus(t *testing.T) {
	t.Run("inferior: 1 life", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3) // inferior Protean
		h := s.Hand(0, "Homunculus")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Homunculus (employ)", "Do not block")
		finish(t, g)
		wantOn(t, g, h, marcel)
		wantBlood(t, h, 1)
	})
	t.Run("superior: 2 life", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3) // superior Protean
		h := s.Hand(0, "Homunculus")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn: Homunculus (employ (superior))", "Do not block")
		finish(t, g)
		wantOn(t, g, h, crystal)
		wantBlood(t, h, 2)
	})
	for _, tc := range []struct {
		name, answer string
		locked       bool
		blood        int
	}{
		{"burn 1 blood to unlock in another unlock phase", "Yes", false, 2},
		{"the employer may stay locked", "No", true, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			marcel := s.Ready(0, "Marcel", 3)
			s.Attach(marcel, "Homunculus", 1)
			marcel.Locked = true
			s.Edge(0)            // no Edge question for Methuselah 2,
			s.Library(1, "Blur") // nor a withdrawal
			g := s.Start(1, 2, vtes.PhaseUnlock)
			answer(t, g, tc.answer)
			wantLocked(t, marcel, tc.locked)
			wantBlood(t, marcel, tc.blood)
		})
	}
}
