package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Agnieszka, Tempter of Legions: +1 bleed; she can burn 1 blood to
// strike: combat ends, not without the blood (card text).
func TestAgnieszkaTempterOfLegions(t *testing.T) {
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Agnieszka, Tempter of Legions", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Agnieszka, Tempter of Legions bleeds")
		notBlocked(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("burn 1 blood: combat ends", func(t *testing.T) {
		s := newScenario(3)
		ag := s.Ready(0, "Agnieszka, Tempter of Legions", 3)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Agnieszka, Tempter of Legions", "Mkhokheli")
		fightUntil(t, g, "burn 1 blood: combat ends")
		answer(t, g, "burn 1 blood: combat ends")
		finish(t, g)
		wantBlood(t, ag, 2)
		wantBlood(t, mk, 3)
	})
	t.Run("not without blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Agnieszka, Tempter of Legions", 0)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Block with Mkhokheli") // her hunt, mandatory with no blood
		neverOffered(t, g, "burn 1 blood: combat ends")
	})
}
