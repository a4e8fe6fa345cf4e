package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Poison Pill, before any vote is cast: if the referendum passes and its
// terms make its Methuselah lose pool, the acting vampire's controller
// loses as much (card text; [ANK 20180719-2]).
func TestPoisonPill(t *testing.T) {
	t.Run("Kine Resources Contested echoed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		readyWithHand(s, 1, "Nik Sikko", 3, "Poison Pill")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Kine Resources Contested")
		notBlocked(t, g)
		// 4 points: 3 to Methuselah 2, 1 to Methuselah 3.
		answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 2", "Methuselah 3")
		passUntil(t, g, "Play Poison Pill")
		answer(t, g, "Play Poison Pill")
		mustNotOffer(t, g, "Play Poison Pill")
		passUntil(t, g, "Mkhokheli: 2 vote(s) for")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		finish(t, g)
		wantPool(t, g, 27, 27, 29)
	})
	t.Run("not once votes are cast", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		readyWithHand(s, 1, "Nik Sikko", 3, "Poison Pill")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Kine Resources Contested")
		notBlocked(t, g)
		answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 2", "Methuselah 3")
		passUntil(t, g, "Mkhokheli: 2 vote(s) for")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		neverOffered(t, g, "Play Poison Pill")
	})
}
