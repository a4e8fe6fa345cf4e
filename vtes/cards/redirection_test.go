package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Redirection: while a younger vampire bleeds you, after blocks are
// declined, the reacting vampire locks and the bleed goes to another
// Methuselah than the bleeder's; superior: whatever the bleeder's age
// (card text; group G00106).
func TestRedirection(t *testing.T) {
	t.Run("inferior: a younger bleeder", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Whisper", 3)                                      // capacity 5
		w := readyWithHand(s, 1, "Clara Hjortshøj", 3, "Redirection") // dom, capacity 5
		s.Ready(1, "Gebeyehu Abdu", 3)                                // no Dominate
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper bleeds", "Do not block")
		mustNotOffer(t, g, "Redirection") // same age: superior only
		finish(t, g)
		wantLocked(t, w, false)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: any bleeder", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dafina Hanganu", 3)
		mal := readyWithHand(s, 1, "Malachi", 3, "Redirection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dafina Hanganu bleeds", "Do not block",
			"Play Redirection (lock: redirect the bleed) with Malachi")
		finish(t, g)
		wantLocked(t, mal, true)
		wantPool(t, g, 30, 30, 29)
	})
	t.Run("inferior: a younger bleeder redirected", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Trung Chau Pham", 3) // capacity 3
		c := readyWithHand(s, 1, "Clara Hjortshøj", 3, "Redirection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trung Chau Pham bleeds", "Do not block",
			"Play Redirection (lock: redirect the bleed of a younger vampire)")
		finish(t, g)
		wantLocked(t, c, true)
		wantPool(t, g, 30, 30, 29)
	})
}
