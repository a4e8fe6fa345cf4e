package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Murmur of the False Will: [dom] +1 bleed during a bleed, limited;
// [DOM] while a younger vampire bleeds you, after blocks are declined,
// the reacting vampire locks and the bleed goes to another Methuselah
// than the bleeder's, who may block (card text; §14 C19; group G00106).
func TestMurmurOfTheFalseWill(t *testing.T) {
	t.Run("dom: +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Clara Hjortshøj", 3, "Murmur of the False Will")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Clara Hjortshøj bleeds", "Play Murmur of the False Will (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("dom: not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Clara Hjortshøj", 3, "Murmur of the False Will")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Clara Hjortshøj hunts")
		neverOffered(t, g, "Play Murmur of the False Will")
	})
	t.Run("DOM: a younger bleeder redirected", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Trung Chau Pham", 3) // capacity 3
		mal := readyWithHand(s, 1, "Malachi", 3, "Murmur of the False Will")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trung Chau Pham bleeds", "Do not block",
			"Play Murmur of the False Will (lock: redirect the bleed of a younger vampire)")
		finish(t, g)
		wantLocked(t, mal, true)
		wantPool(t, g, 30, 30, 29)
	})
	t.Run("DOM: the new target may block", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Trung Chau Pham", 3)
		readyWithHand(s, 1, "Malachi", 3, "Murmur of the False Will")
		s.Ready(3, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trung Chau Pham bleeds", "Do not block",
			"Play Murmur of the False Will (lock: redirect the bleed of a younger vampire)")
		mustNotOffer(t, g, "Methuselah 1")
		answer(t, g, "Methuselah 4", "Block with Mkhokheli")
		finish(t, g)
		if !logged(g, "Mkhokheli blocks Trung Chau Pham") {
			t.Errorf("the new target could not block\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30, 30)
	})
	t.Run("not against an older or same-age bleeder, nor with dom only", func(t *testing.T) {
		for _, c := range []struct{ bleeder, reactor string }{
			{"Dafina Hanganu", "Malachi"},          // capacity 8 against 6
			{"Trung Chau Pham", "Clara Hjortshøj"}, // dom only
		} {
			s := newScenario(3)
			s.Ready(0, c.bleeder, 3)
			readyWithHand(s, 1, c.reactor, 3, "Murmur of the False Will")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, c.bleeder+" bleeds", "Do not block")
			neverOffered(t, g, "Play Murmur of the False Will")
		}
	})
}
