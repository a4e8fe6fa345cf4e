package cards_test

import (
	"testing"

	"kindred/vtes"
)

// De Sade, Sabbat Archbishop of Paris (AUS DOM FOR PRE, capacity 9): an
// archbishop's 2 votes; a vampire burns 1 blood to cast votes against a
// referendum he called, and without the blood cannot; free against
// another's (card text; §5.2, §9). [ANK 20221019] (only the first casting
// of votes costs the blood, not a change of them by Kindred Manipulation)
// is not set up: no card changing cast votes is implemented.
func TestDeSade(t *testing.T) {
	t.Run("voting against costs 1 blood", func(t *testing.T) {
		s := newScenario(3)
		sade := readyWithHand(s, 0, "De Sade", 3, "Kine Resources Contested")
		donny := s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, sade, 2)
		callKRC(t, g, "De Sade")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		wantBlood(t, donny, 2)
	})
	t.Run("no blood: no votes against", func(t *testing.T) {
		g := startActing("De Sade", 3, "Kine Resources Contested", "Donny Kowalczyk", 0)
		callKRC(t, g, "De Sade")
		answer(t, g, "Pass")
		mustOffer(t, g, "Donny Kowalczyk: 2 vote(s) for")
		mustNotOffer(t, g, "Donny Kowalczyk: 2 vote(s) against")
	})
	t.Run("free against another's referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Kine Resources Contested")
		donny := s.Ready(1, "Donny Kowalczyk", 3)
		s.Ready(1, "De Sade", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		wantBlood(t, donny, 3)
	})
}
