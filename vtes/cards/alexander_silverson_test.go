package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Alexander Silverson, Prince of Birmingham (pre AUS DOM OBF, capacity 8):
// a prince's 2 votes; a vampire burns 1 blood to cast votes or a ballot
// against a referendum he called, and without the blood cannot (card
// text; §5.2, §9.8).
func TestAlexanderSilverson(t *testing.T) {
	t.Run("voting against costs 1 blood", func(t *testing.T) {
		s := newScenario(3)
		alex := readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested")
		donny := s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, alex, 2)
		wantCapacity(t, g, alex, 8)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		wantBlood(t, donny, 2)
		if !logged(g, "Donny Kowalczyk burns 1 blood to vote against.") {
			t.Errorf("not logged\n%s", logText(g))
		}
	})
	t.Run("no blood: no votes against", func(t *testing.T) {
		g := startActing("Alexander Silverson", 3, "Kine Resources Contested",
			"Donny Kowalczyk", 0)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass")
		mustOffer(t, g, "Donny Kowalczyk: 2 vote(s) for")
		mustNotOffer(t, g, "Donny Kowalczyk: 2 vote(s) against")
	})
	t.Run("votes a card casts against in a vampire's name cost it 1 blood, once",
		func(t *testing.T) {
			// "Vampires must burn 1 blood to cast votes ... against": Party Out
			// Of Bounds's +2 votes against are Leumeah's; she burns 1 blood
			// for them and her own together.
			s := newScenario(3)
			readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested")
			leumeah := readyWithHand(s, 1, "Leumeah", 3, "Party Out Of Bounds")
			g := s.Start(0, 2, vtes.PhaseMinion)
			callKRC(t, g, "Alexander Silverson")
			answer(t, g, "Pass", "Play Party Out Of Bounds (+2 votes)", "Vote against")
			wantBlood(t, leumeah, 2)
			if n := strings.Count(logText(g), "Leumeah burns 1 blood to vote against."); n != 1 {
				t.Errorf("paid %d times, want once\n%s", n, logText(g))
			}
			if !logged(g, "Methuselah 2 casts 2 vote(s) against.") {
				t.Errorf("the card's votes not cast\n%s", logText(g))
			}
		})
	t.Run("no blood: a card's votes against in her name are not cast", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested")
		readyWithHand(s, 1, "Leumeah", 0, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass", "Play Party Out Of Bounds (+2 votes)", "Vote against")
		if logged(g, "Methuselah 2 casts 2 vote(s) against.") {
			t.Errorf("votes against cast without the blood\n%s", logText(g))
		}
	})
	t.Run("free against another's referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Kine Resources Contested")
		donny := s.Ready(1, "Donny Kowalczyk", 3)
		s.Ready(1, "Alexander Silverson", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		wantBlood(t, donny, 3)
	})
}
