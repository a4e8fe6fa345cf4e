package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dream World: [pre] a bleed at +1; [PRE] +1 bleed for each minion of its
// Methuselah for the rest of the turn or until a bleed of theirs is
// blocked, one played at superior each turn (card text; §3.8, §4.1).
func TestDreamWorld(t *testing.T) {
	t.Run("[pre] bleed at +1", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "Dream World") // pre
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Dream World (bleed at +1 bleed)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("[PRE] +1 bleed this turn, one at superior", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)   // PRE
		s.Ready(0, "Mkhokheli", 3) // PRE
		s.Ready(0, "Horace Radcliffe", 3)
		dws := s.Hand(0, "Dream World", "Dream World")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Dream World (+1 bleed for your minions this turn)")
		notBlocked(t, g)
		mustNotOffer(t, g, "Mkhokheli: Dream World (+1 bleed")
		mustOffer(t, g, "Mkhokheli: Dream World (bleed at +1")
		answer(t, g, "Horace Radcliffe bleeds")
		notBlocked(t, g)
		if pool(g, 1) != 28 {
			t.Errorf("prey's pool %d after Horace's bleed, want 28", pool(g, 1))
		}
		answer(t, g, "End the minion phase")
		finish(t, g)
		for _, dw := range dws {
			if dw.Zone == vtes.ZoneInPlay {
				t.Errorf("Dream World still in play after the turn")
			}
		}
	})
	t.Run("[PRE] until a bleed is blocked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Dream World")
		s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(0, "Arthur Denholm", 3)
		s.Ready(1, "Anita Wainwright", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Dream World (+1 bleed for your minions this turn)")
		notBlocked(t, g)
		blockedBleed(t, g, "Horace Radcliffe", "Anita Wainwright")
		passUntil(t, g, "Arthur Denholm bleeds")
		answer(t, g, "Arthur Denholm bleeds")
		notBlocked(t, g)
		if pool(g, 1) != 29 {
			t.Errorf("prey's pool %d after Arthur's bleed, want 29", pool(g, 1))
		}
	})
}
