package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Vampiric Disease: a disease counter on a vampire; it gains no blood by
// hunting; as it unlocks it burns 1 blood, or the counter when it has
// none; at close range it gives a counter to the vampire it fights,
// before strikes (card text; [ANK 20170227] [ANK 20180702] [ANK
// 20210422]).
func TestVampiricDisease(t *testing.T) {
	t.Run("put on a vampire; no blood from hunting", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 2)
		s.Hand(0, "Vampiric Disease")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Vampiric Disease") // Marcel, the one vampire
		if !marcel.Diseased() {
			t.Fatalf("no disease counter on Marcel\n%s", logText(g))
		}
		passUntil(t, g, "Marcel hunts")
		answer(t, g, "Marcel hunts")
		notBlocked(t, g)
		wantBlood(t, marcel, 2)
	})
	t.Run("1 blood as it unlocks, then the counter", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 1)
		s.Hand(0, "Vampiric Disease")
		g := startTurns(s, 7, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Vampiric Disease")
		passUntil(t, g, "Marcel bleeds")
		answer(t, g, "Marcel bleeds")
		notBlocked(t, g)
		untilLogged(t, g, "Marcel burns 1 blood for its disease")
		wantBlood(t, marcel, 0)
		if !marcel.Diseased() {
			t.Errorf("the counter burned with blood left")
		}
		untilLogged(t, g, "Marcel burns its disease counter")
		if marcel.Diseased() {
			t.Errorf("the counter stays with no blood to burn")
		}
	})
	t.Run("no blood as an unlocked vampire is unlocked ([ANK 20170227])", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 2)
		s.Hand(0, "Vampiric Disease")
		g := startTurns(s, 4, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Vampiric Disease")
		untilLogged(t, g, "Turn 5")
		wantBlood(t, marcel, 2)
	})
	t.Run("caught at close range", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		madison := s.Ready(1, "Madison", 4)
		s.Hand(0, "Vampiric Disease")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Vampiric Disease", "Marcel")
		passUntil(t, g, "Marcel bleeds")
		blockedBleed(t, g, "Marcel", "Madison")
		finish(t, g)
		if !madison.Diseased() {
			t.Errorf("Madison caught no disease\n%s", logText(g))
		}
	})
}

// untilLogged declines the pending decisions until the log holds text.
func untilLogged(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	for i := 0; !logged(g, text); i++ {
		if g.Pending() == nil || i > 400 {
			t.Fatalf("%q never logged\n%s", text, logText(g))
		}
		decline(t, g)
	}
}
