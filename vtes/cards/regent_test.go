package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Regent, for 1 pool: put on a Sabbat vampire of capacity 8 or more its
// Methuselah controls, the title of regent (4 votes); Sabbat vampires can
// enter combat with the regent as a Ⓓ action; a Sabbat diablerist takes
// the card, another does not (card text; §7.4, §9.1).
func TestRegent(t *testing.T) {
	const aar = "Aaradhya, The Callous Tyrant"
	t.Run("the title, on capacity 8 or more only", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, aar, 4)
		s.Ready(0, "Concordia", 3)
		card := s.Hand(0, "Regent")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Regent") // Aaradhya, the one vampire of capacity 8 or more
		wantOn(t, g, card, v)
		wantPool(t, g, 29, 30, 30)
		if g.TitleOf(v) != vtes.Regent || g.Votes(v) != 4 {
			t.Errorf("title %q, %d votes; want regent, 4", g.TitleOf(v), g.Votes(v))
		}
	})
	t.Run("not without a Sabbat vampire of capacity 8", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Concordia", 3)
		s.Hand(0, "Regent")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Regent")
	})
	t.Run("a Sabbat vampire enters combat with the regent", func(t *testing.T) {
		s := newScenario(3)
		regent := s.Ready(0, aar, 4)
		s.Attach(regent, "Regent", 0)
		s.Ready(1, "Lika, The Purger", 3)
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(1, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Alexa Draper: Regent")
		answer(t, g, "Lika, The Purger: Regent (enter combat with the regent → "+aar+")")
		notBlocked(t, g)
		if !logged(g, "Combat: Lika, The Purger against "+aar) {
			t.Errorf("no combat\n%s", logText(g))
		}
	})
	t.Run("not while the title is contested (group G00042)", func(t *testing.T) {
		s := newScenario(3)
		regent := s.Ready(0, aar, 4)
		s.Attach(regent, "Regent", 0)
		regent.TitleContested = true // another regent came into play
		s.Ready(1, "Lika, The Purger", 3)
		g := s.Start(1, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Lika, The Purger: Regent")
	})
	for _, tc := range []struct {
		diablerist string
		moves      bool
	}{{"Lika, The Purger", true}, {"Alexa Draper", false}} {
		t.Run("diablerized by "+tc.diablerist, func(t *testing.T) {
			s := newScenario(3)
			victim := s.Torpor(1, aar, 1)
			card := s.Attach(victim, "Regent", 0)
			d := s.Ready(0, tc.diablerist, 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.diablerist+" diablerizes "+aar)
			notBlocked(t, g)
			if tc.moves {
				wantOn(t, g, card, d)
				if g.TitleOf(d) != vtes.Regent {
					t.Errorf("%s's title %q, want regent", tc.diablerist, g.TitleOf(d))
				}
			} else {
				wantZone(t, card, vtes.ZoneAsh)
			}
		})
	}
}
