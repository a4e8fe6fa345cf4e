package cards_test

import (
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Black Forest Base: put in play with a ready Sabbat vampire; once each
// turn a Sabbat vampire's referendum makes its controller gain 2 pool, a
// +1 stealth political action, not again after a blocked attempt ([LSJ
// 20091224]); changeling allies burn it as a +1 stealth Ⓓ action, other
// allies not (card text).
func TestBlackForestBase(t *testing.T) {
	const use = ": Black Forest Base (call a referendum: gain 2 pool)"
	t.Run("needs a ready Sabbat vampire", func(t *testing.T) {
		for _, v := range []string{"Concordia", "Alexa Draper"} {
			s := newScenario(3)
			s.Ready(0, v, 3)
			card := s.Hand(0, "Black Forest Base")[0]
			g := s.Start(0, 2, vtes.PhaseMaster)
			if v == "Alexa Draper" {
				mustNotOffer(t, g, "Play Black Forest Base")
				continue
			}
			answer(t, g, "Play Black Forest Base")
			wantZone(t, card, vtes.ZoneInPlay)
		}
	})
	t.Run("gain 2 pool, once each turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Concordia", 3)
		s.Ready(0, "Lika, The Purger", 3)
		s.InPlay(0, "Black Forest Base")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Concordia"+use)
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("a +1 stealth action")
		}
		notBlocked(t, g)
		answer(t, g, "Concordia: 1 vote(s) for")
		neverOffered(t, g, "Lika, The Purger"+use)
		wantPool(t, g, 32, 30, 30)
	})
	t.Run("a blocked attempt counts", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Concordia", 3)
		s.Ready(0, "Lika, The Purger", 3)
		s.InPlay(0, "Black Forest Base")
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Concordia"+use, "Block with Alexa Draper")
		neverOffered(t, g, "Lika, The Purger"+use)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("another Methuselah's Sabbat vampire, for its controller", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Black Forest Base")
		s.Ready(1, "Rasha Tarabzouni", 3)
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(1, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Alexa Draper"+use)
		answer(t, g, "Rasha Tarabzouni"+use)
		notBlocked(t, g)
		answer(t, g, "Rasha Tarabzouni: 1 vote(s) for")
		finish(t, g)
		wantPool(t, g, 30, 32, 30)
	})
	t.Run("a changeling ally burns it", func(t *testing.T) {
		s := newScenario(3)
		card := s.InPlay(0, "Black Forest Base")
		s.Ready(0, "Concordia", 3) // may block
		s.Ready(1, "Mylan Horseed", 1)
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Mylan Horseed burns Black Forest Base")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("a +1 stealth action: %+v\n%s", a, logText(g))
		}
		notBlocked(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
}

// TestBlackForestBaseChangelings: every changeling ally of the card list
// Kindred implements (its text begins "Changeling with" or "Unique
// changeling with") may burn Black Forest Base; another ally may not.
func TestBlackForestBaseChangelings(t *testing.T) {
	n := 0
	for _, c := range shareddata.CardDB(t).Cards() {
		if !c.Is("Ally") {
			continue
		}
		if _, ok := cards.ByName(c.Name); !ok {
			continue
		}
		kind := strings.TrimPrefix(strings.ToLower(c.Text), "unique ")
		changeling := strings.HasPrefix(kind, "changeling with")
		if changeling {
			n++
		} else if n > 0 && c.Name != "Underbridge Stray" {
			continue // one other ally is enough
		}
		s := newScenario(3)
		s.InPlay(0, "Black Forest Base")
		s.Ready(1, c.Name, 1)
		g := s.Start(1, 2, vtes.PhaseMinion)
		if got := offered(g, c.Name+" burns Black Forest Base"); got != changeling {
			t.Errorf("%s may burn Black Forest Base: %v, want %v", c.Name, got, changeling)
		}
	}
	if n == 0 {
		t.Fatal("no changeling ally implemented")
	}
}
