package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Pentex™ Subversion, for 2 pool: on a ready minion, which cannot block;
// other minions can burn it as a directed action, not that minion (card
// text; §4.2, §4.4).
func TestPentextmSubversion(t *testing.T) {
	t.Run("put on another Methuselah's minion for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		card := s.Hand(0, "Pentex™ Subversion")[0]
		lauren := s.Ready(1, "Lauren", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Pentex™ Subversion")
		wantOn(t, g, card, lauren)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("its minion cannot block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nassir", 3)
		lauren := s.Ready(1, "Lauren", 3)
		card := s.Attach(lauren, "Pentex™ Subversion", 0)
		card.Controller = 0
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nassir bleeds")
		neverOffered(t, g, "Block with Lauren")
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("another minion burns it; its own cannot", func(t *testing.T) {
		s := newScenario(3)
		lauren := s.Ready(0, "Lauren", 3)
		s.Ready(0, "Nassir", 3)
		card := s.Attach(lauren, "Pentex™ Subversion", 0)
		card.Controller = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Lauren burns Pentex™ Subversion")
		answer(t, g, "Nassir burns Pentex™ Subversion")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
}
