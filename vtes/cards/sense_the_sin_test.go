package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sense the Sin: [aus] reaction, +1 intercept against a younger acting
// vampire only; [dai] reaction, +1 intercept, +2 against a minion with
// corruption counters; [DAI] during a bleed, +2 bleed, and minions with
// corruption counters get -1 intercept (card text; §4.3, §14 C19).
func TestSenseTheSin(t *testing.T) {
	t.Run("[aus] against a younger vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Horde", 1) // capacity 3
		readyWithHand(s, 1, "Mkhokheli", 3, "Sense the Sin")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Horde hunts", "Block with Mkhokheli", "Play Sense the Sin (+1 intercept)")
		finish(t, g)
		if !logged(g, "Mkhokheli blocks The Horde") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("[aus] not against an older vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The unnamed", 3) // capacity 10
		readyWithHand(s, 1, "Mkhokheli", 3, "Sense the Sin")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The unnamed hunts", "Block with Mkhokheli")
		neverOffered(t, g, "Play Sense the Sin")
	})
	for _, tc := range []struct {
		name      string
		corrupted bool
		intercept int
	}{{"[dai] +1 intercept", false, 1}, {"[dai] +2 against a corrupted minion", true, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			un := readyWithHand(s, 0, "The unnamed", 3, "Earth Control")
			readyWithHand(s, 1, "Arishat", 3, "Sense the Sin")
			g := s.Start(0, 2, vtes.PhaseMinion)
			if tc.corrupted {
				corrupt(g, un, 1, 1)
			}
			answer(t, g, "The unnamed hunts", "Block with Arishat",
				"Play Sense the Sin (+1 intercept, +2 against a corrupted minion)")
			mustOffer(t, g, "Play Earth Control") // The unnamed's window: blocked so far
			if a := g.Action(); a.Intercept != tc.intercept {
				t.Errorf("intercept %d, want %d", a.Intercept, tc.intercept)
			}
		})
	}
	t.Run("[DAI] +2 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arishat", 3, "Sense the Sin")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arishat bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Sense the Sin (+2 bleed and corrupted minions get -1 intercept)")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("[DAI] a corrupted blocker gets -1 intercept", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arishat", 3, "Sense the Sin")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, mk, 0, 1)
		answer(t, g, "Arishat bleeds", "Pass", "Block with Mkhokheli",
			"Play Sense the Sin (+2 bleed and corrupted minions get -1 intercept)")
		finish(t, g)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
		wantPool(t, g, 30, 27, 30)
	})
}
