package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sakura, The Merciless: during her turn, after a successful action
// requiring the Path of Death and the Soul, burn 1 blood to unlock (card
// text).
func TestSakuraTheMerciless(t *testing.T) {
	const sakura = "Sakura, The Merciless"
	t.Run("after Putrescent Sustenance", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, sakura, 3, "Putrescent Sustenance")
		s.Ash(1, "Screamer")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, sakura+": Putrescent Sustenance (remove an ally in an ash heap: 3 blood or life)")
		notBlocked(t, g)
		answer(t, g, "Use "+sakura+": burn 1 blood: unlock")
		wantLocked(t, v, false)
		wantBlood(t, v, 5) // 3 + 3 - 1
	})
	t.Run("not after a bleed", func(t *testing.T) {
		g := bleedWith(t, sakura)
		notBlocked(t, g)
		neverOffered(t, g, "Use "+sakura)
	})
}
