package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Millicent Smith, Puritan Vampire Hunter: unique master put in play;
// when a vampire of her controller is blocked, she and the acting vampire
// burn, without combat; in her controller's discard phase, their
// predator takes control of her (card text).
func TestMillicentSmithPuritanVampireHunter(t *testing.T) {
	const millicent = "Millicent Smith, Puritan Vampire Hunter"
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		s.Hand(0, millicent)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play "+millicent)
		wantZone(t, card(t, g, millicent), vtes.ZoneInPlay)
	})
	t.Run("her controller's vampire blocked: both burn, no combat", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		m := s.InPlay(0, millicent)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ashley", "Mkhokheli")
		wantZone(t, ashley, vtes.ZoneAsh)
		wantZone(t, m, vtes.ZoneAsh)
		wantBlood(t, mk, 3)
		if logged(g, "Combat:") {
			t.Errorf("a combat\n%s", logText(g))
		}
	})
	t.Run("another Methuselah's vampire blocked: nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		m := s.InPlay(1, millicent)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ashley", "Mkhokheli")
		wantZone(t, m, vtes.ZoneInPlay)
		if !logged(g, "Combat:") {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
	t.Run("her controller's discard phase: to their predator", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		m := s.InPlay(0, millicent)
		g := s.Start(0, 2, vtes.PhaseDiscard)
		for g.Phase == vtes.PhaseDiscard && g.Pending() != nil && g.Active == 0 {
			decline(t, g)
		}
		if m.Controller != 2 {
			t.Errorf("Millicent controlled by seat %d, want the predator, 2", m.Controller)
		}
	})
}
