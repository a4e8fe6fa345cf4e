package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// §3.2 item 1: the active Methuselah unlocks every card they control —
// minions in the ready and torpor regions, locations — and nobody
// else's.
func TestUnlockPhaseUnlocksYourCards(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	sleeper := s.Torpor(0, "Horace Radcliffe", 1)
	labyrinth := s.InPlay(0, "The Labyrinth")
	dowager := s.Ready(1, "The Dowager", 3)
	s.Library(0, "Roundhouse") // a library: no withdrawal to declare (§8.3)
	for _, c := range []*vtes.Card{lenny, sleeper, labyrinth, dowager} {
		c.Locked = true
	}
	g := s.Start(0, 3, vtes.PhaseUnlock)
	asked(t, g, 0, "vtes.action") // the minion phase: nothing to decide before
	for _, c := range []*vtes.Card{lenny, sleeper, labyrinth} {
		if c.Locked {
			t.Errorf("%s is still locked after its controller's unlock phase", c.Def.Name)
		}
	}
	if !dowager.Locked {
		t.Error("the Dowager unlocked in another Methuselah's unlock phase")
	}
}

// §1.2, §3.2: the Methuselah holding the Edge may take 1 pool from the
// bank in their unlock phase; it is a choice.
func TestUnlockEdgeGivesOnePool(t *testing.T) {
	for _, tc := range []struct {
		take string
		want int
	}{{"Yes", 31}, {"No", 30}} {
		s := newScenario(2)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Library(0, "Roundhouse")
		s.Edge(0)
		g := s.Start(0, 3, vtes.PhaseUnlock)
		asked(t, g, 0, "vtes.edge")
		answer(t, g, tc.take)
		if got := pool(g, 0); got != tc.want {
			t.Errorf("answering %s: pool %d, want %d", tc.take, got, tc.want)
		}
		if g.Edge != 0 {
			t.Errorf("the Edge moved to %d by being used for pool", g.Edge)
		}
	}
}

// §3.2: without the Edge there is nothing to take; another Methuselah's
// Edge gives nothing in your unlock phase.
func TestUnlockNoEdgeNoPool(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Library(0, "Roundhouse")
	s.Edge(1)
	g := s.Start(0, 3, vtes.PhaseUnlock)
	asked(t, g, 0, "vtes.action")
	if pool(g, 0) != 30 || pool(g, 1) != 30 {
		t.Errorf("pools %d and %d, want 30 and 30", pool(g, 0), pool(g, 1))
	}
}

// §1.5.5, §3.2 item 3, §14 C9: in any Methuselah's unlock phase, each
// Methuselah may discard one burn-option card that none of their minions
// could play, and draws its replacement. Test Stone Skin needs Fortitude:
// Lenny has none, so seat 0 may discard it; Catalina Vega has it, so seat 1
// may not; seat 2, with no minion at all, may — in seat 0's unlock phase.
func TestBurnOptionDiscard(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Lenny Burkhead", 3)
	stone := s.Hand(0, "Test Stone Skin", "Test Stone Skin", "Majesty")[0]
	s.Library(0, "Roundhouse")
	s.Ready(1, "Catalina Vega", 3)
	s.Hand(1, "Test Stone Skin")
	s.Hand(2, "Test Stone Skin")
	g := s.Start(0, 3, vtes.PhaseUnlock)
	asked(t, g, 0, "vtes.burn-option")
	if got := g.Labels(); len(got) != 2 { // one option for two copies
		t.Fatalf("options %q, want Discard nothing and one Test Stone Skin", got)
	}
	answer(t, g, "Discard Test Stone Skin (burn option) and draw")
	inZone(t, stone, vtes.ZoneAsh)
	if h := g.Hand(0); len(h) != 3 || h[2].Def.Name != "Roundhouse" {
		t.Errorf("seat 0's hand: %d cards; want the replacement drawn", len(h))
	}
	asked(t, g, 2, "vtes.burn-option") // seat 1 is not asked
	answer(t, g, "Discard nothing")
	asked(t, g, 0, "vtes.action") // one discard each: seat 0 is not asked again
}
