package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Alamut: after a Banu Haqim of its Methuselah bleeds successfully, the
// pool the victim lost goes on it (no more than they had); a Brujah's
// bleed adds none; in the polling of a political action, burn X counters
// for +X votes to a vampire its Methuselah controls (card text; §3.5.1,
// §5.2).
func TestAlamut(t *testing.T) {
	t.Run("the pool lost goes on it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kasim Bayar", 3) // +1 bleed: bleeds for 2
		s.Ready(0, "Anita Wainwright", 3)
		alamut := s.InPlay(0, "Alamut")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright bleeds")
		for g.Action() != nil {
			decline(t, g)
		}
		if alamut.Counters != 0 {
			t.Fatalf("a Brujah's bleed adds nothing, got %d", alamut.Counters)
		}
		answer(t, g, "Kasim Bayar bleeds")
		finish(t, g)
		if alamut.Counters != 2 {
			t.Errorf("counters %d, want 2", alamut.Counters)
		}
	})
	t.Run("no more than the victim had", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kasim Bayar", 3)
		alamut := s.InPlay(0, "Alamut")
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kasim Bayar bleeds")
		finish(t, g)
		if alamut.Counters != 1 {
			t.Errorf("counters %d, want 1: the ousted prey had 1 pool", alamut.Counters)
		}
	})
	t.Run("burn X counters: +X votes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Kine Resources Contested")
		alamut := s.InPlay(0, "Alamut")
		alamut.Counters = 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Farah Sarroub")
		answer(t, g, "Use Alamut")
		answerAmount(t, g, 2)
		answer(t, g, "Vote for")
		finish(t, g)
		if alamut.Counters != 1 {
			t.Errorf("counters %d, want 1", alamut.Counters)
		}
		if l := logText(g); strings.Index(l, "uses Alamut") > strings.LastIndex(l,
			"casts 2 vote(s) for") {
			t.Errorf("no 2 votes\n%s", logText(g))
		}
	})
}
