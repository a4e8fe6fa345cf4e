package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lasombra Justicar: a political action choosing a ready Camarilla
// Lasombra; every Lasombra gets +1 vote in its referendum; passed, the
// card goes on the chosen vampire as the unique title of Lasombra
// justicar: 3 votes (card text; §9.1, §10.2, §14 C12).
func TestLasombraJusticar(t *testing.T) {
	t.Run("passed: the title, +1 vote to each Lasombra", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Braden White", 3)
		azucena := s.Ready(0, "Azucena", 3)
		card := s.Hand(0, "Lasombra Justicar")[0]
		s.Ready(1, "El Monseñor", 3) // Sabbat: a vote, no candidate
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Braden White: Lasombra Justicar")
		notBlocked(t, g)
		mustNotOffer(t, g, "El Monseñor")
		answer(t, g, "Azucena")
		answer(t, g, "Braden White: 1 vote(s) for")
		mustOffer(t, g, "El Monseñor: 1 vote(s)")
		passUntil(t, g, "Azucena: 1 vote(s) for")
		answer(t, g, "Azucena: 1 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (3 for, 0 against)") { // the card's vote, then 1 and 1
			t.Errorf("want 3 votes for\n%s", logText(g))
		}
		wantOn(t, g, card, azucena)
		if g.TitleOf(azucena) != vtes.Justicar || g.Votes(azucena) != 3 {
			t.Errorf("Azucena: title %q, %d votes; want justicar, 3", g.TitleOf(azucena),
				g.Votes(azucena))
		}
	})
	t.Run("failed: the card goes to the ash heap", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Braden White", 3)
		card := s.Hand(0, "Lasombra Justicar")[0]
		s.Ready(1, "Gnaeus Aemilius Augustinus", 3) // a prince: 2 votes, +1
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Braden White: Lasombra Justicar")
		notBlocked(t, g)
		answer(t, g, "Braden White", "Braden White: 1 vote(s) for")
		answer(t, g, "Gnaeus Aemilius Augustinus: 3 vote(s) against")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
	t.Run("no ready Camarilla Lasombra: not played", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "El Monseñor", 3, "Lasombra Justicar")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Lasombra Justicar")
	})
}
