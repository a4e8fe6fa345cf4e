package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Biothaumaturgic Experiment, for 1 pool: [tha] the acting minion
// employs an animal retainer from the hand, ignoring its requirements,
// paying its cost ([LSJ 20080803]: its level by the minion's
// Disciplines); [THA] on a minion its Methuselah controls, +1 strength
// and 1 optional maneuver each combat (card text; §6.3, §6.4).
func TestBiothaumaturgicExperiment(t *testing.T) {
	t.Run("inferior: employ a Raven Spy without Animalism", func(t *testing.T) {
		s := newScenario(3)
		lauren := readyWithHand(s, 0, "Lauren", 4, "Biothaumaturgic Experiment") // aus dom tha
		spy := s.Hand(0, "Raven Spy")[0]
		s.Library(0, "Deflection", "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lauren: Biothaumaturgic Experiment (employ an animal retainer")
		finish(t, g)
		wantOn(t, g, spy, lauren)
		wantBlood(t, spy, 1)    // the inferior Raven Spy
		wantBlood(t, lauren, 3) // the Spy's 1 blood
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("inferior: not without an animal retainer", func(t *testing.T) {
		g := minionPhase("Lauren", 4, "Biothaumaturgic Experiment")
		mustNotOffer(t, g, "Biothaumaturgic Experiment")
	})
	t.Run("superior: on a minion the player controls", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nayarana", 4) // cel THA
		ashley := s.Ready(0, "Ashley", 3)
		card := s.Hand(0, "Biothaumaturgic Experiment")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nayarana: Biothaumaturgic Experiment (put on a minion you control", "Ashley")
		finish(t, g)
		wantOn(t, g, card, ashley)
	})
	t.Run("superior: +1 strength, a maneuver each combat", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Biothaumaturgic Experiment", 0)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ashley", "Mkhokheli")
		mustOffer(t, g, "Use an optional maneuver (1 left)")
		finish(t, g)
		wantBlood(t, mk, 4) // a hand strike at strength 2
	})
}
