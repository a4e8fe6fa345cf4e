package cards_test

import (
	"testing"

	"kindred/vtes"
)

// "Mother" Anja Giovanni (dom pot AUS FOR OBL, capacity 8): once each
// turn, ready, she burns 1 blood after another Hecata of hers performs a
// successful action requiring Hecata or Oblivion, to unlock it; not after
// a bleed (card text; group G00014).
func TestMotherAnjaGiovanni(t *testing.T) {
	t.Run("after an Oblivion action", func(t *testing.T) {
		vanilla(t, `"Mother" Anja Giovanni`, 8, 0, vtes.Oblivion, vtes.Superior)
		s := newScenario(3)
		anja := s.Ready(0, `"Mother" Anja Giovanni`, 3)
		monica := readyWithHand(s, 0, "Monica Giovanni", 3, "Umbrous Clutch")
		s.Ready(1, "Mkhokheli", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: Umbrous Clutch (enter combat with a minion → Mkhokheli)", "Do not block")
		for !offered(g, `Use "Mother" Anja Giovanni`) {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, `Use "Mother" Anja Giovanni`)
		wantLocked(t, monica, false)
		wantBlood(t, anja, 2)
	})
	t.Run("not after a bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, `"Mother" Anja Giovanni`, 3)
		s.Ready(0, "Monica Giovanni", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds")
		neverOffered(t, g, `Use "Mother" Anja Giovanni`)
	})
}
