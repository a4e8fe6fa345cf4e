package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gifts From Hereafter: Path of Death and the Soul; by a ready unlocked
// vampire other than the acting wraith or zombie ally: [dom] or [obl] +1
// bleed (limited); [DOM] or [OBL] and after resolution burn 1 blood to
// unlock the ally (card text).
func TestGiftsFromHereafter(t *testing.T) {
	t.Run("basic: +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nadezhda", 3, "Gifts From Hereafter")
		s.Ready(0, "Bone Shambler", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Bone Shambler bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Gifts From Hereafter (the acting ally gets +1 bleed) with Nadezhda")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: the ally unlocked for 1 blood", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "El Monseñor", 3, "Gifts From Hereafter")
		sh := s.Ready(0, "Bone Shambler", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Bone Shambler bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Gifts From Hereafter (the acting ally gets +1 bleed, unlock it after the action) with El Monseñor")
		answer(t, g, "Yes")
		wantLocked(t, sh, false)
		wantBlood(t, v, 2)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for a vampire's bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nadezhda", 3, "Gifts From Hereafter")
		s.Ready(0, "Aitana, The Unholy", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aitana, The Unholy bleeds")
		notBlocked(t, g)
		mustNotOffer(t, g, "Gifts From Hereafter")
	})
}
