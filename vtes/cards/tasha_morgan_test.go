package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tasha Morgan: a unique mortal retainer with 1 life, employed for
// nothing; the employer gets +1 bleed (card text).
func TestTashaMorgan(t *testing.T) {
	t.Run("employed with 1 life", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		c := s.Hand(0, "Tasha Morgan")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Tasha Morgan (employ)")
		finish(t, g)
		wantOn(t, g, c, ashley)
		wantBlood(t, c, 1)
		wantBlood(t, ashley, 3)
	})
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Tasha Morgan", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
}
