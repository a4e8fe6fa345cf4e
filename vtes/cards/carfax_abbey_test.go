package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Carfax Abbey: a hunting ground for Anarchs: in its Methuselah's unlock
// phase a ready Anarch gains 1 blood, a second one too with a ready
// baron; a Camarilla vampire is not fed; one hunting ground a turn for a
// vampire (card text; §13.3 item 1).
func TestCarfaxAbbey(t *testing.T) {
	asked := func(g *vtes.Game) bool {
		d := g.Pending()
		return d != nil && strings.Contains(d.Prompt.String(), "Carfax Abbey")
	}
	start := func(ready ...string) (*vtes.Game, []*vtes.Card) {
		s := newScenario(3)
		var vs []*vtes.Card
		for _, v := range ready {
			vs = append(vs, s.Ready(0, v, 1))
		}
		s.InPlay(0, "Carfax Abbey")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		return g, vs
	}
	t.Run("played with a ready Anarch", func(t *testing.T) {
		wantPlayed(t, "Rayne", "Carfax Abbey", 28)
	})
	t.Run("one Anarch without a baron", func(t *testing.T) {
		g, vs := start("Octane", "Siarhei Levchenko")
		if !asked(g) {
			t.Fatalf("not asked: %q", g.Labels())
		}
		answer(t, g, "Yes", "Octane")
		if asked(g) {
			t.Fatalf("asked again without a baron: %q", g.Labels())
		}
		wantBlood(t, vs[0], 2)
		wantBlood(t, vs[1], 1)
	})
	t.Run("two Anarchs with a baron", func(t *testing.T) {
		g, vs := start("Atiena", "Siarhei Levchenko")
		answer(t, g, "Yes", "Atiena", "Yes")
		wantBlood(t, vs[0], 2)
		wantBlood(t, vs[1], 2)
	})
	t.Run("not a Camarilla vampire", func(t *testing.T) {
		g, vs := start("Bijou")
		if asked(g) {
			t.Fatalf("asked for a Camarilla vampire: %q", g.Labels())
		}
		wantBlood(t, vs[0], 1)
	})
	t.Run("one hunting ground a turn", func(t *testing.T) {
		s := newScenario(3)
		rayne := s.Ready(0, "Rayne", 0)
		s.InPlay(0, "Warzone Hunting Ground")
		s.InPlay(0, "Carfax Abbey")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No", "Yes")
		if asked(g) {
			t.Fatalf("Carfax Abbey feeds Rayne again: %q", g.Labels())
		}
		wantBlood(t, rayne, 1)
	})
}
