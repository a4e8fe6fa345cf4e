package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Toreador Justicar: a political action choosing a ready Toreador; each
// ready Toreador gets +1 vote in its referendum; passed, the card goes on
// the chosen vampire as the unique Camarilla title of Toreador justicar,
// 3 votes; failed, it goes to the ash heap (card text; §9.1, §10.2,
// §14 C12).
func TestToreadorJusticar(t *testing.T) {
	t.Run("passed: the title, +1 vote to each ready Toreador", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Tamoszius", 3)
		minseo := s.Ready(0, "Min-seo", 3)
		card := s.Hand(0, "Toreador Justicar")[0]
		s.Ready(1, "Wauneka", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Tamoszius: Toreador Justicar")
		notBlocked(t, g)
		mustNotOffer(t, g, "Wauneka")
		answer(t, g, "Min-seo")
		answer(t, g, "Tamoszius: 1 vote(s) for")
		answer(t, g, "Min-seo: 1 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (3 for, 0 against)") {
			t.Errorf("want 3 votes for: the card's, Tamoszius's +1, Min-seo's +1\n%s", logText(g))
		}
		wantOn(t, g, card, minseo)
		if g.TitleOf(minseo) != vtes.Justicar || g.Votes(minseo) != 3 {
			t.Errorf("Min-seo: title %q, %d votes; want justicar, 3", g.TitleOf(minseo),
				g.Votes(minseo))
		}
	})
	t.Run("failed: the card goes to the ash heap", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Min-seo", 3)
		card := s.Hand(0, "Toreador Justicar")[0]
		s.Ready(1, "Belinde", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Min-seo: Toreador Justicar")
		notBlocked(t, g)
		answer(t, g, "Pass", "Belinde: 2 vote(s) against") // Min-seo, the one Toreador, is chosen
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
	t.Run("no ready Toreador: not played", func(t *testing.T) {
		g := minionPhase("Horst von Brühl", 3, "Toreador Justicar")
		mustNotOffer(t, g, "Toreador Justicar")
	})
}
