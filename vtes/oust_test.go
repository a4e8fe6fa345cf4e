package vtes_test

import (
	"slices"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// drive plays the game to its end, answering each decision with the
// label pick returns ("" for the first option), and fails on a loop.
func drive(t *testing.T, g *vtes.Game, pick func(d *engine.Decision) string) {
	t.Helper()
	for n := 0; g.Pending() != nil; n++ {
		if n > 500 {
			t.Fatalf("the game does not end: seat %d decides %s %q", g.Pending().Seat, g.Pending().Kind, g.Labels())
		}
		l := pick(g.Pending())
		if l == "" {
			if err := g.Apply(0); err != nil {
				t.Fatal(err)
			}
			continue
		}
		answer(t, g, l)
		invariants(t, g)
	}
}

// firstWith returns the first label containing text, or "".
func firstWith(g *vtes.Game, text string) string {
	for _, l := range g.Labels() {
		if strings.Contains(l, text) {
			return l
		}
	}
	return ""
}

// vp returns a seat's victory points.
func vp(g *vtes.Game, seat int) float64 { return g.Methuselah(seat).VPs() }

// §8.1: an ousted Methuselah's predator gains 1 VP and 6 pool; the
// seating relinks, so the predator's new prey is the ousted one's prey.
func TestOustingRewardsAndRelinking(t *testing.T) {
	s := newScenario(4)
	s.Ready(0, "Lenny Burkhead", 3) // bleeds for 2
	s.Ready(0, "Nik Sikko", 3)
	s.Pool(1, 2)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead bleeds Methuselah 2")
	if !g.Methuselah(1).Ousted {
		t.Fatal("a Methuselah at 0 pool is ousted")
	}
	if vp(g, 0) != 1 || pool(g, 0) != 36 {
		t.Errorf("the predator: %v VP and %d pool, want 1 and 36", vp(g, 0), pool(g, 0))
	}
	if g.Prey(0) != 2 || g.Predator(2) != 0 {
		t.Errorf("after the oust: prey of seat 0 is %d, predator of seat 2 is %d; want 2 and 0", g.Prey(0), g.Predator(2))
	}
	mustOffer(t, g, "Nik Sikko bleeds Methuselah 3")
	invariants(t, g)
}

// §8.1, the rulebook's example: A, B, C, D clockwise. A ousts B (+1 VP,
// +6 pool) and then C (+1 VP, +6); only A and D remain, each the other's
// prey; D ousts A (+1 VP), and as the last Methuselah standing scores 1
// more. A 2, D 2: a tie for the most VP, so no one wins (§14 C42).
func TestRulebookVictoryPointExample(t *testing.T) {
	s := newScenario(4)
	o := vtes.DefaultOptions()
	o.TurnLimit = 12
	s.Options(o)
	s.Ready(0, "Lenny Burkhead", 3) // A: bleeds for 2
	s.Ready(0, "Nik Sikko", 3)
	s.Pool(0, 1)
	s.Pool(1, 2) // B
	s.Pool(2, 1) // C
	// D bleeds for 7 a turn: six vampires, Catalina Vega at +1.
	for _, name := range []string{"Catalina Vega", "Mkhokheli", "Horace Radcliffe", "The Dowager", "Larissa Moreira", "Cedrick Calhoun"} {
		s.Ready(3, name, 4)
	}
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead bleeds Methuselah 2")
	answer(t, g, "Nik Sikko bleeds Methuselah 3") // C is A's prey now
	if vp(g, 0) != 2 || pool(g, 0) != 13 {
		t.Fatalf("A: %v VP, %d pool; want 2 and 13", vp(g, 0), pool(g, 0))
	}
	// D bleeds A with everyone each turn; A does nothing.
	drive(t, g, func(d *engine.Decision) string {
		switch {
		case d.Kind == "vtes.action" && d.Seat == 3:
			if l := firstWith(g, "bleeds Methuselah 1"); l != "" {
				return l
			}
			return "End the minion phase"
		case d.Kind == "vtes.action":
			return "End the minion phase"
		case d.Kind == "vtes.block":
			return "Do not block"
		}
		return ""
	})
	want := []float64{2, 0, 0, 2}
	for seat, w := range want {
		if vp(g, seat) != w {
			t.Errorf("seat %d: %v VP, want %v", seat, vp(g, seat), w)
		}
	}
	if r := g.Result(); len(r.Winners) != 0 || !slices.Equal(r.Scores, want) {
		t.Errorf("result %v, winners %v; want scores %v and no winner", r.Scores, r.Winners, want)
	}
	if !logged(g, "Methuselah 4 is the last Methuselah standing") {
		t.Error("no last-standing bonus in the log")
	}
}

// §8.1, A22: Methuselahs ousted together are each rewarded to their
// predator; a predator ousted at the same time gets the VP but not the 6
// pool. Kine Resources Contested burns B and C at once: A ousts B (+1 VP,
// +6), B ousts C (+1 VP, no pool).
func TestSimultaneousOusting(t *testing.T) {
	g := kineResourcesAt(t, 4, func(s *vtes.Scenario) {
		s.Pool(1, 2)
		s.Pool(2, 2)
		s.Ready(3, "Lenny Burkhead", 3)
	})
	drive(t, g, func(d *engine.Decision) string { return "" })
	for _, tc := range []struct {
		seat int
		vp   float64
		pool int
	}{{0, 1.5, 36}, {1, 1, 0}, {2, 0, 0}} { // A: +0.5 at the turn limit
		if vp(g, tc.seat) != tc.vp || pool(g, tc.seat) != tc.pool {
			t.Errorf("seat %d: %v VP, %d pool; want %v and %d", tc.seat, vp(g, tc.seat), pool(g, tc.seat), tc.vp, tc.pool)
		}
	}
}

// §8.1: the last Methuselah standing gains 1 VP and the game ends; with 2
// VP and no one level, they win (§14 C47).
func TestLastStandingWins(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Pool(1, 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead bleeds")
	over(t, g)
	if r := g.Result(); vp(g, 0) != 2 || !slices.Equal(r.Winners, []int{0}) {
		t.Errorf("%v VP, winners %v; want 2 VP and seat 0 winning", vp(g, 0), r.Winners)
	}
}

// §8.2, §14 C46: at the turn limit each Methuselah still in the game
// scores 0.5 VP; §14 C47: a game win needs at least 2 VP and strictly more
// than anyone else. A ousts B (1 VP) and the time runs out: A 1.5, C 0.5,
// and no game win.
func TestTurnLimitScoring(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Pool(1, 2)
	g := s.Start(0, 3, vtes.PhaseMinion) // the scenario ends with this turn
	answer(t, g, "Lenny Burkhead bleeds")
	over(t, g)
	r := g.Result()
	if !slices.Equal(r.Scores, []float64{1.5, 0, 0.5}) || len(r.Winners) != 0 {
		t.Errorf("scores %v, winners %v; want [1.5 0 0.5] and no winner", r.Scores, r.Winners)
	}
	if !logged(g, "Time limit reached") {
		t.Error("no time limit in the log")
	}
	invariants(t, g)
}

// §14 C47: with 2.5 VP against 0.5 the leader wins at time.
func TestTurnLimitWin(t *testing.T) {
	s := newScenario(4)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Ready(0, "Nik Sikko", 3)
	s.Pool(1, 2)
	s.Pool(2, 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead bleeds", "Nik Sikko bleeds")
	over(t, g)
	r := g.Result()
	if !slices.Equal(r.Scores, []float64{2.5, 0, 0, 0.5}) || !slices.Equal(r.Winners, []int{0}) {
		t.Errorf("scores %v, winners %v; want [2.5 0 0 0.5] and seat 0", r.Scores, r.Winners)
	}
}

// §14 C41: an ousted Methuselah's cards in play are removed from the game;
// under legacy2005.burnOnOust they are burned. A13: an Edge they held
// returns to the centre.
func TestOustedCardsLeavePlay(t *testing.T) {
	for _, burn := range []bool{false, true} {
		s := newScenario(3)
		o := vtes.DefaultOptions()
		o.BurnOnOust = burn
		s.Options(o)
		s.Ready(0, "Lenny Burkhead", 3)
		dowager := s.Ready(1, "The Dowager", 3)
		dowager.Locked = true
		s.Pool(1, 2)
		s.Edge(1)
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds")
		want := vtes.ZoneRemoved
		if burn {
			want = vtes.ZoneAsh
		}
		inZone(t, dowager, want)
		if g.Edge != 0 {
			t.Errorf("the Edge is with %d; Lenny's successful bleed took it before the oust", g.Edge)
		}
	}
}

// §8.1, A13: an ousted Methuselah's Edge returns to the centre when
// someone else's effect ousts them.
func TestOustedEdgeReturnsToCentre(t *testing.T) {
	g := kineResources(t, func(s *vtes.Scenario) {
		s.Pool(1, 2)
		s.Ready(2, "Lenny Burkhead", 3)
		s.Edge(1)
	})
	drive(t, g, func(*engine.Decision) string { return "" })
	if !g.Methuselah(1).Ousted || g.Edge != -1 {
		t.Errorf("seat 1 ousted %v, Edge %d; want ousted and the Edge in the centre", g.Methuselah(1).Ousted, g.Edge)
	}
}

// §8.1, §13.3 item 9: once one Methuselah is left the game is over at
// once, even in the middle of a combat: nothing more is asked (here the
// end-of-round step, where Test Last Word could have been played).
func TestGameEndsMidCombat(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 4, "Nik Sikko", 2)
	s.Attach(nik, "Fame", 0) // torpor: its controller burns 3 pool
	s.Pool(1, 3)
	s.Hand(0, "Roundhouse", "Test Last Word")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Roundhouse (hand strike at +3)")
	over(t, g)
	if !g.Methuselah(1).Ousted || vp(g, 0) != 2 || n.Blood != 3 {
		t.Errorf("seat 1 ousted %v, seat 0 %v VP, Nathaniel %d blood", g.Methuselah(1).Ousted, vp(g, 0), n.Blood)
	}
	invariants(t, g)
}
