package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hand of Conrad: unique equipment; its vampire has superior Potence
// while bearing it; as an action, the vampire moves a vampire from its
// Methuselah's ash heap to their uncontrolled region (card text; §1.3).
func TestHandOfConrad(t *testing.T) {
	t.Run("equip for 1 pool", func(t *testing.T) {
		wantEquipped(t, "Hand of Conrad", 1)
	})
	t.Run("superior Potence while borne", func(t *testing.T) {
		s := newScenario(3)
		nik := s.Ready(0, "Nik Sikko", 3)
		hand := s.Attach(nik, "Hand of Conrad", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if l := g.Level(nik, vtes.Potence); l != vtes.Superior {
			t.Errorf("Potence level %d, want superior", l)
		}
		g.Burn(hand)
		if l := g.Level(nik, vtes.Potence); l != vtes.NoLevel {
			t.Errorf("Potence level %d once the Hand is gone, want none", l)
		}
	})
	t.Run("a vampire from the ash heap to the uncontrolled region", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Nik Sikko blood 3; attached: Hand of Conrad
			ash heap 1: Mkhokheli
			> Nik Sikko: Hand of Conrad (move a vampire from the ash heap to the uncontrolled region)
			> finish
			= methuselah 1 uncontrolled 1 ash 0`)
	})
}
