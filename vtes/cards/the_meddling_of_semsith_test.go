package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Meddling of Semsith: the caller chooses another Methuselah; a
// passed referendum puts the card in play; its Methuselah gets -1 hand
// size; the chosen one does not replace cards during any minion phase,
// the cards counting against their hand size until it ends ([ANK
// 20180318]); a referendum can burn it (card text; [LSJ 20070320-1]).
func TestTheMeddlingOfSemsith(t *testing.T) {
	t.Run("in play naming the chosen Methuselah, -1 hand size", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "The Meddling of Semsith")
		s.Library(0, "Minion Tap", "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: The Meddling of Semsith")
		notBlocked(t, g)
		answer(t, g, "Methuselah 3")
		finish(t, g)
		m := inPlayNamed(t, g, 0, "The Meddling of Semsith")
		if m.ChosenSeats() != 0b100 {
			t.Errorf("it names seats %b, want Methuselah 3", m.ChosenSeats())
		}
		if n := g.HandSize(0); n != 6 {
			t.Errorf("hand size %d, want 6", n)
		}
	})
	t.Run("the chosen Methuselah replaces after the minion phase", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3
			ready 1: Ashley blood 3, Loonar blood 3
			hand 1: Conditioning, Deflection
			library 1: Minion Tap x3
			in play 2: The Meddling of Semsith chosen-seats 1
			> Ashley bleeds
			> decline until offered: Play Conditioning
			> Play Conditioning`)
		if n, size := len(g.Methuselah(0).Hand), g.HandSize(0); n != 1 || size != 6 {
			t.Fatalf("%d cards in hand, hand size %d; want 1, 6 in the minion phase", n, size)
		}
		play(t, g, `> End the minion phase`)
		if n := len(g.Methuselah(0).Hand); n != 2 {
			t.Errorf("%d cards in hand after the minion phase, want 2", n)
		}
	})
	t.Run("not another Methuselah", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3
			ready 1: Ashley blood 3, Loonar blood 3
			hand 1: Conditioning, Deflection
			library 1: Minion Tap x3
			in play 2: The Meddling of Semsith chosen-seats 4
			> Ashley bleeds
			> decline until offered: Play Conditioning
			> Play Conditioning`)
		if n := len(g.Methuselah(0).Hand); n != 2 {
			t.Errorf("%d cards in hand, want 2", n)
		}
	})
}
