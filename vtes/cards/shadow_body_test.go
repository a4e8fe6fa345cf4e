package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shadow Body, for 1 blood: strike: combat ends; superior: a vampire
// blocked in an action that is not a bleed nor political continues it as
// if unblocked (card text; groups G00098, G00099).
func TestShadowBody(t *testing.T) {
	t.Run("a blocked hunt goes on", func(t *testing.T) {
		s := newScenario(3)
		p := readyWithHand(s, 0, "Percival", 3, "Shadow Body")
		readyWithHand(s, 1, "Guggenheim", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Percival hunts", "Block with Guggenheim", "Play Enhanced Senses (+1 intercept)")
		answer(t, g, "Play Shadow Body (combat ends; continue as if unblocked)")
		finish(t, g)
		if !logged(g, "Percival hunts: +1 blood") {
			t.Fatalf("the hunt did not go on\n%s", logText(g))
		}
		wantBlood(t, p, 3) // 1 for the card, 1 from the hunt
	})
	t.Run("a bleed does not", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Percival", 3, "Shadow Body", "Nik Sikko", 3)
		answer(t, g, "Play Shadow Body (combat ends; continue as if unblocked)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("inferior: combat ends", func(t *testing.T) {
		g, p, _ := startBlockedBleed(t, "Percival", 3, "Shadow Body", "Nik Sikko", 3)
		answer(t, g, "Play Shadow Body (combat ends)")
		finish(t, g)
		wantBlood(t, p, 2)
	})
}
