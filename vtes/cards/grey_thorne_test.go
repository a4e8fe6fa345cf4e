package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Grey Thorne: recruited by an Anarch for 2 blood; plays cards requiring
// basic Celerity or Potence as an Anarch vampire, one of them for a card;
// with 1 life in the unlock phase, a ready Anarch may burn 1 blood to give
// him 1 life (card text; [ANK 20180731-1], [ANK 20230417]; §14 C22).
func TestGreyThorne(t *testing.T) {
	t.Run("recruited by an Anarch for 2 blood", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 4, "Grey Thorne")
		s.Ready(0, "Arthur Denholm", 4) // Camarilla
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Arthur Denholm: Grey Thorne")
		answer(t, g, "Marcel: Grey Thorne (recruit)")
		notBlocked(t, g)
		wantBlood(t, marcel, 2)
		if g.Action() == nil {
			finish(t, g)
		}
	})
	t.Run("basic Potence as an Anarch vampire, not superior", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Grey Thorne", 2)
		s.Hand(0, "Thrown Gate")
		arthur := s.Ready(1, "Arthur Denholm", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Grey Thorne", "Arthur Denholm")
		mustNotOffer(t, g, "Play Thrown Gate (2R damage")
		answer(t, g, "Play Thrown Gate (1R damage, with 1 optional maneuver) with Grey Thorne, maneuvering now")
		finish(t, g)
		wantBlood(t, arthur, 3)
	})
	t.Run("an Anarch card of Potence", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Grey Thorne", 2)
		s.Hand(0, "Smash and Grab")
		barrens := s.InPlay(1, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Grey Thorne: Smash and Grab (burn a location of your predator or prey → The Barrens)")
		finish(t, g)
		wantZone(t, barrens, vtes.ZoneAsh)
	})
	t.Run("no Anarch bonus of his own: An Anarch Manifesto ([ANK 20230417])", func(t *testing.T) {
		s := newScenario(3)
		grey := s.Ready(0, "Grey Thorne", 2)
		s.Hand(0, "Smash and Grab")
		s.Attach(grey, "An Anarch Manifesto", 0)
		s.InPlay(1, "The Barrens")
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Grey Thorne: Smash and Grab (burn a location")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Errorf("action %+v, want +1 stealth, no more", a)
		}
	})
	t.Run("unlock phase: 1 blood of an Anarch for 1 life", func(t *testing.T) {
		s := newScenario(3)
		grey := s.Ready(0, "Grey Thorne", 1)
		marcel := s.Ready(0, "Marcel", 4)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal
		answer(t, g, "Marcel")
		wantBlood(t, grey, 2)
		wantBlood(t, marcel, 3)
	})
}
