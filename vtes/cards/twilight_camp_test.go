package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Twilight Camp: in play with 4 blood; a non-titled, non-Anarch vampire
// moved out of its Methuselah's uncontrolled region may become Anarch
// for 1 of its blood; a master phase action moves 1 of its blood to an
// Anarch; it burns once empty (card text; §3.3, §3.6, §14 C25).
func TestTwilightCamp(t *testing.T) {
	t.Run("put in play with 4 blood", func(t *testing.T) {
		s := newScenario(3)
		camp := s.Hand(0, "Twilight Camp")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Twilight Camp")
		wantZone(t, camp, vtes.ZoneInPlay)
		if camp.Counters != 4 {
			t.Errorf("%d blood on the camp, want 4", camp.Counters)
		}
	})
	t.Run("a vampire moved out becomes Anarch", func(t *testing.T) {
		s := newScenario(3)
		camp := s.InPlay(0, "Twilight Camp")
		camp.Counters = 4
		horace := s.Uncontrolled(0, "Horace Radcliffe", 5) // Camarilla, untitled
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, "Move Horace Radcliffe to your ready region", "Yes")
		if !g.IsAnarch(horace) {
			t.Errorf("Horace is not Anarch\n%s", logText(g))
		}
		if camp.Counters != 3 {
			t.Errorf("%d blood on the camp, want 3", camp.Counters)
		}
	})
	t.Run("not a titled vampire", func(t *testing.T) {
		s := newScenario(3)
		camp := s.InPlay(0, "Twilight Camp")
		camp.Counters = 4
		lenny := s.Uncontrolled(0, "Lenny Burkhead", 6) // Camarilla primogen
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, "Move Lenny Burkhead to your ready region")
		mustNotOffer(t, g, "Yes")
		if g.IsAnarch(lenny) || camp.Counters != 4 {
			t.Errorf("Lenny Anarch %v, %d blood on the camp", g.IsAnarch(lenny), camp.Counters)
		}
	})
	t.Run("master phase action: 1 blood to an Anarch; burned once empty", func(t *testing.T) {
		s := newScenario(3)
		camp := s.InPlay(0, "Twilight Camp")
		camp.Counters = 1
		marcel := s.Ready(0, "Marcel", 2) // Anarch
		s.Ready(0, "Horace Radcliffe", 2) // Camarilla
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "move 1 blood to an Anarch")
		wantBlood(t, marcel, 3)
		wantZone(t, camp, vtes.ZoneAsh)
	})
	t.Run("no Anarch, no action", func(t *testing.T) {
		s := newScenario(3)
		camp := s.InPlay(0, "Twilight Camp")
		camp.Counters = 2
		s.Ready(0, "Horace Radcliffe", 2)
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "move 1 blood to an Anarch")
	})
}
