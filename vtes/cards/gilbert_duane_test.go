package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gilbert Duane (group 6): in the influence phase, burn 1 blood to
// reveal the top crypt card and remove it from the game; a Malkavian
// makes a non-titled vampire his Methuselah controls Anarch (card text).
func TestGilbertDuane(t *testing.T) {
	const use = "Use Gilbert Duane"
	t.Run("a Malkavian: Madison becomes Anarch", func(t *testing.T) {
		s := newScenario(3)
		gil := s.Ready(0, "Gilbert Duane", 3)
		madison := s.Ready(0, "Madison", 3)
		s.Crypt(0, "Naomi Stewart", "Alexander Silverson") // the last is the top
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, use)
		wantBlood(t, gil, 2)
		if !logged(g, "Alexander Silverson") || !g.IsAnarch(madison) {
			t.Errorf("Madison anarch %v\n%s", g.IsAnarch(madison), logText(g))
		}
		if crypt := g.Methuselah(0).Crypt; len(crypt) != 1 {
			t.Errorf("crypt %v: want the top card removed", crypt)
		}
	})
	t.Run("another clan: removed, nobody converted", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Gilbert Duane", 3)
		madison := s.Ready(0, "Madison", 3)
		s.Crypt(0, "Alexander Silverson", "Naomi Stewart")
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, use)
		if g.IsAnarch(madison) || len(g.Methuselah(0).Crypt) != 1 {
			t.Errorf("Madison anarch %v, crypt %v", g.IsAnarch(madison), g.Methuselah(0).Crypt)
		}
	})
	t.Run("not in torpor", func(t *testing.T) {
		s := newScenario(3)
		s.Torpor(0, "Gilbert Duane", 3)
		s.Crypt(0, "Naomi Stewart")
		g := s.Start(0, 2, vtes.PhaseInfluence)
		mustNotOffer(t, g, use)
	})
}
