package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Creepshow Casino, for 2 pool: a unique location; lock it as a vampire of
// its Methuselah announces an undirected action: +1 stealth, before any
// block; not for a directed action (card text; §4.1, §4.3).
func TestCreepshowCasino(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "Massimo Falconi", "Creepshow Casino", 28)
	})
	t.Run("+1 stealth on a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Massimo Falconi", 3)
		casino := s.InPlay(0, "Creepshow Casino")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Massimo Falconi hunts", "Use Creepshow Casino")
		wantLocked(t, casino, true)
		if a := g.Action(); a == nil || a.Stealth != 2 {
			t.Fatalf("action %+v, want stealth 2 (the hunt's +1, the Casino's +1)", a)
		}
	})
	t.Run("not on a directed action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Massimo Falconi", 3)
		s.InPlay(0, "Creepshow Casino")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Massimo Falconi bleeds")
		neverOffered(t, g, "Use Creepshow Casino")
	})
}
