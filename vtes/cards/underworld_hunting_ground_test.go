package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Underworld Hunting Ground: a hunting ground (card text; §13.3 item 1).
func TestUnderworldHuntingGround(t *testing.T) {
	feedsFromGround(t, "Underworld Hunting Ground", "Bijou", 6)
}

// feedsFromGround checks a hunting ground (vtes.HuntingGround): in its
// Methuselah's unlock phase vampire (seat 0, 1 blood, capacity capa)
// gains 1 blood, or not if declined; a second hunting ground feeds no
// vampire fed this turn; a vampire at capacity is not offered (card
// text; §13.3 item 1).
func feedsFromGround(t *testing.T, ground, vampire string, capa int) {
	t.Helper()
	asked := func(g *vtes.Game, card string) bool {
		d := g.Pending()
		return d != nil && strings.Contains(d.Prompt.String(), card)
	}
	start := func(blood int, grounds ...string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		v := s.Ready(0, vampire, blood)
		for _, hg := range grounds {
			s.InPlay(0, hg)
		}
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		return g, v
	}
	t.Run("a ready vampire gains 1 blood", func(t *testing.T) {
		g, v := start(1, ground)
		if !asked(g, ground) {
			t.Fatalf("not asked about %s: %s %q", ground, g.Pending().Prompt.String(), g.Labels())
		}
		answer(t, g, "Yes")
		wantBlood(t, v, 2)
	})
	t.Run("declined", func(t *testing.T) {
		g, v := start(1, ground)
		answer(t, g, "No")
		wantBlood(t, v, 1)
	})
	t.Run("one hunting ground a turn", func(t *testing.T) {
		other := "Temple Hunting Ground"
		if ground == other {
			other = "Zoo Hunting Ground"
		}
		g, v := start(1, ground, other)
		answer(t, g, "Yes")
		if asked(g, "Hunting Ground") {
			t.Fatalf("a second hunting ground is offered: %s", g.Pending().Prompt.String())
		}
		wantBlood(t, v, 2)
	})
	t.Run("not at capacity", func(t *testing.T) {
		g, v := start(capa, ground)
		if asked(g, ground) {
			t.Fatalf("offered at capacity: %s", g.Pending().Prompt.String())
		}
		wantBlood(t, v, capa)
	})
}
