package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Crossbreaker: once each round of combat, he may burn 1 blood to make
// his hand strikes' damage aggravated that round (card text; §6.7).
func TestCrossbreaker(t *testing.T) {
	const use = "Use Crossbreaker: burn 1 blood: aggravated hand strikes this round"
	t.Run("aggravated hand strikes, once this round", func(t *testing.T) {
		g, cross, _ := startBlockedBleed(t, "Crossbreaker", 4, "Wash", "Nik Sikko", 3)
		answer(t, g, use)
		mustNotOffer(t, g, "Use Crossbreaker")
		finish(t, g)
		if !logged(g, "Nik Sikko takes 0 damage and 1 aggravated") {
			t.Errorf("want 1 aggravated damage\n%s", logText(g))
		}
		wantBlood(t, cross, 2) // 1 burned, 1 hand damage taken
	})
	t.Run("not used: normal damage", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Crossbreaker", 4, "Wash", "Nik Sikko", 3)
		finish(t, g)
		if !logged(g, "Nik Sikko takes 1 damage and 0 aggravated") {
			t.Errorf("aggravated damage without the ability\n%s", logText(g))
		}
	})
	vanilla(t, "Crossbreaker", 8, 1, vtes.BloodSorcery, vtes.Superior)
}
