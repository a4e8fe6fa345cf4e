package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Flames of Insurrection: requires a ready Anarch; when a minion opposing
// an Anarch in combat leaves the ready region, the Anarch's controller may
// add 1 blood to a vampire in their uncontrolled region; two Anarchs
// sending each other to torpor both do ([ANK 20180627-2]) (card text).
func TestFlamesOfInsurrection(t *testing.T) {
	t.Run("played with a ready Anarch only", func(t *testing.T) {
		wantPlayed(t, "Anita Wainwright", "Flames of Insurrection", 30)
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Flames of Insurrection")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Flames of Insurrection")
	})
	t.Run("the Anarch's opponent to torpor: 1 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Anita Wainwright", 3)
		milton := s.Uncontrolled(0, "Milton Fox", 1)
		s.Ready(1, "Mkhokheli", 0)
		s.Uncontrolled(1, "Marcel", 1)
		s.InPlay(2, "Flames of Insurrection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Mkhokheli")
		untilAsked(t, g, "or none")
		answer(t, g, "Milton Fox")
		finish(t, g)
		wantBlood(t, milton, 2)
	})
	t.Run("two Anarchs to torpor: both", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Anita Wainwright", 1)
		milton := s.Uncontrolled(0, "Milton Fox", 1)
		readyWithHand(s, 1, "Rayne", 0, "Roundhouse")
		marcel := s.Uncontrolled(1, "Marcel", 1)
		s.InPlay(2, "Flames of Insurrection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Rayne")
		fightUntil(t, g, "Play Roundhouse")
		answer(t, g, "Play Roundhouse")
		for _, v := range []string{"Marcel", "Milton Fox"} { // Anita is damaged first
			untilAsked(t, g, "or none")
			answer(t, g, v)
		}
		finish(t, g)
		wantBlood(t, milton, 2)
		wantBlood(t, marcel, 2)
	})
}
