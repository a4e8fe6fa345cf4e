package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Privileged Position: put in play with 2 ready vampires on the Path of
// Power and the Inner Voice, not 1; after a referendum its Methuselah's
// vampire called passes, lock it: the prey burns 1 pool; not after a
// failed one (card text; §5).
func TestPrivilegedPosition(t *testing.T) {
	t.Run("put in play with two followers, not one", func(t *testing.T) {
		for _, two := range []bool{true, false} {
			s := newScenario(3)
			s.Ready(0, "Concordia", 3)
			if two {
				s.Ready(0, "Lika, The Purger", 3)
			}
			card := s.Hand(0, "Privileged Position")[0]
			g := s.Start(0, 2, vtes.PhaseMaster)
			if !two {
				mustNotOffer(t, g, "Play Privileged Position")
				continue
			}
			answer(t, g, "Play Privileged Position")
			wantZone(t, card, vtes.ZoneInPlay)
		}
	})
	t.Run("lock: the prey burns 1 pool after a passed referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Concordia", 3, "Kine Resources Contested")
		card := s.InPlay(0, "Privileged Position")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Concordia")
		passUntil(t, g, "Use Privileged Position")
		answer(t, g, "Use Privileged Position: lock: the prey burns 1 pool")
		wantLocked(t, card, true)
		finish(t, g)
		wantPool(t, g, 30, 27, 28)
	})
	t.Run("not after a failed referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Concordia", 3, "Kine Resources Contested")
		s.InPlay(0, "Privileged Position")
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Concordia")
		for g.Referendum() != nil {
			if offered(g, "Alexa Draper: 2 vote(s) against") {
				answer(t, g, "Alexa Draper: 2 vote(s) against")
				continue
			}
			decline(t, g)
		}
		neverOffered(t, g, "Use Privileged Position")
	})
}
