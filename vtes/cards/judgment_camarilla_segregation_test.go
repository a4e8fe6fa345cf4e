package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Judgment: Camarilla Segregation: a prince's +1 stealth action for 1
// blood putting it in play; each Methuselah controlling a non-Camarilla
// vampire burns 1 pool in their unlock phase, for each copy ([ANK
// 20200703-4]); any Methuselah may burn a non-Camarilla vampire they
// control in their master phase to burn it (card text; §3.2).
func TestJudgmentCamarillaSegregation(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		farah := s.Ready(0, "Farah Sarroub", 3)
		judgment := s.Hand(0, "Judgment: Camarilla Segregation")[0]
		s.Ready(1, "Lenny Burkhead", 3) // a possible blocker: the action waits
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Judgment: Camarilla Segregation")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("a +1 stealth action")
		}
		finish(t, g)
		wantZone(t, judgment, vtes.ZoneInPlay)
		wantBlood(t, farah, 2)
	})
	t.Run("1 pool each unlock phase, each copy", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Farah Sarroub", 3)
		s.InPlay(0, "Judgment: Camarilla Segregation")
		s.InPlay(0, "Judgment: Camarilla Segregation")
		s.Ready(1, "Anita Wainwright", 3) // an Anarch
		s.Edge(0)
		s.Library(1, "Blur")
		g := s.Start(1, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for a Camarilla Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Judgment: Camarilla Segregation")
		s.Ready(1, "Lenny Burkhead", 3)
		s.Edge(0)
		s.Library(1, "Blur")
		g := s.Start(1, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "")
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("burn a non-Camarilla vampire to burn it", func(t *testing.T) {
		s := newScenario(3)
		judgment := s.InPlay(0, "Judgment: Camarilla Segregation")
		anita := s.Ready(1, "Anita Wainwright", 3)
		s.Ready(1, "Lenny Burkhead", 3)
		g := s.Start(1, 2, vtes.PhaseMaster)
		answer(t, g, "Use Judgment: Camarilla Segregation")
		wantZone(t, anita, vtes.ZoneAsh)
		wantZone(t, judgment, vtes.ZoneAsh)
	})
}
