package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Propaganda of the Deed: by an Anarch after a successful directed
// action, put in play; not after an undirected one; burned during the
// polling of a political action for +2 votes (card text; §5.3).
func TestPropagandaOfTheDeed(t *testing.T) {
	t.Run("after a successful bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Hanna Nokelainen", 4, "Propaganda of the Deed")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Propaganda of the Deed (put in play)")
		finish(t, g)
		wantZone(t, card(t, g, "Propaganda of the Deed"), vtes.ZoneInPlay)
	})
	t.Run("not after a hunt", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Hanna Nokelainen", 2, "Propaganda of the Deed")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen hunts")
		notBlocked(t, g)
		neverOffered(t, g, "Play Propaganda of the Deed (put in play)")
	})
	t.Run("burned for +2 votes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		pd := s.InPlay(0, "Propaganda of the Deed")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Use Propaganda of the Deed: burn: +2 votes", "Vote for")
		finish(t, g)
		wantZone(t, pd, vtes.ZoneAsh)
		if !logged(g, "casts 2 vote(s) for") {
			t.Errorf("no 2 votes cast\n%s", logText(g))
		}
	})
}
