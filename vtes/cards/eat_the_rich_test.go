package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Eat the Rich: an Anarch's referendum; each chosen Methuselah burns 1
// pool, 3 more if they control a ready titled vampire; in it a titled
// vampire has 1 vote less, a priscus no ballot, and the Edge 2 votes
// (card text; §5.3, §5.4).
func TestEatTheRich(t *testing.T) {
	t.Run("1 pool, or 4 with a ready titled vampire", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aluc Romas de Leon", 3, "Eat the Rich")
		mk := s.Ready(1, "Mkhokheli", 3) // Prince of Cape Town: 2 votes
		s.Ready(2, "Nik Sikko", 3)
		s.Edge(0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon: Eat the Rich")
		notBlocked(t, g)
		answerAmount(t, g, 2)
		answer(t, g, "Methuselah 2", "Methuselah 3")
		wantVotes(t, g, mk, 1)
		answer(t, g, "Burn the Edge: 2 votes for")
		finish(t, g)
		wantPool(t, g, 30, 26, 29)
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		g := minionPhase("Alexa Draper", 3, "Eat the Rich")
		mustNotOffer(t, g, "Alexa Draper: Eat the Rich")
	})
}
