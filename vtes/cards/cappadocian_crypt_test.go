package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cappadocian Crypt: after a successful action requiring Hecata or
// Oblivion, lock it: 1 blood to a Hecata its Methuselah controls; not
// after a bleed (card text).
func TestCappadocianCrypt(t *testing.T) {
	t.Run("after an Oblivion action", func(t *testing.T) {
		s := newScenario(3)
		monica := readyWithHand(s, 0, "Monica Giovanni", 3, "Umbrous Clutch")
		crypt := s.InPlay(0, "Cappadocian Crypt")
		s.Ready(1, "Mkhokheli", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: Umbrous Clutch (enter combat with a minion → Mkhokheli)", "Do not block")
		for !offered(g, "Use Cappadocian Crypt") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Use Cappadocian Crypt: lock: 1 blood to a Hecata")
		wantLocked(t, crypt, true)
		wantBlood(t, monica, 3) // 3, 1 hand damage taken, 1 from the Crypt
	})
	t.Run("not after a bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.InPlay(0, "Cappadocian Crypt")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds")
		neverOffered(t, g, "Use Cappadocian Crypt")
	})
}
