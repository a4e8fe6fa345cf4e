package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ferraille, with a Ministry vampire: once each turn, during the polling
// of any referendum, its Methuselah burns 1 pool for +3 votes; no votes
// if that ousts them ([LSJ 20081105]); usable in another Methuselah's
// turn (card text; §5.2; group G00014 [ANK 20180719-4]).
func TestFerraille(t *testing.T) {
	t.Run("burn 1 pool: +3 votes, once", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		s.Ready(1, "Marcel", 3)
		s.InPlay(1, "Ferraille")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		passUntil(t, g, "Use Ferraille")
		answer(t, g, "Use Ferraille", "Vote against")
		neverOffered(t, g, "Use Ferraille")
		if !logged(g, "casts 3 vote(s) against") {
			t.Errorf("no 3 votes against\n%s", logText(g))
		}
		// The referendum fails 1 to 3: only the Ferraille's pool is burned.
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("no votes if the pool burned ousts", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		s.Ready(1, "Marcel", 3)
		s.InPlay(1, "Ferraille")
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		passUntil(t, g, "Use Ferraille")
		answer(t, g, "Use Ferraille")
		finish(t, g)
		if !g.Methuselah(1).Ousted {
			t.Errorf("Methuselah 2 not ousted")
		}
		if logged(g, "casts 3 vote(s)") {
			t.Errorf("an ousted Methuselah voted\n%s", logText(g))
		}
	})
}
