package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// timeVP checks the time-limit scores: 0.5 VP to each Methuselah in.
func timeVP(t *testing.T, g *vtes.Game) {
	t.Helper()
	over(t, g)
	for s, v := range g.Result().Scores {
		if v != 0.5 {
			t.Errorf("seat %d scores %v, want 0.5 at the time limit", s, v)
		}
	}
	if !logged(g, "Time limit reached") {
		t.Error("the time limit is not logged")
	}
}

// §14 C46: time called during a minion action ends the game once that
// action is over (here the bleed still resolves).
func TestTimeCalledDuringAnAction(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Horace Radcliffe", 3)
	s.Ready(1, "Nik Sikko", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe bleeds")
	asked(t, g, 1, "vtes.block")
	g.CallTime()
	answer(t, g, "Do not block")
	if pool(g, 1) != 29 {
		t.Errorf("pool %d: the action under way when time was called resolves", pool(g, 1))
	}
	timeVP(t, g)
}

// §14 C46: time called in the minion phase between two actions ends the
// game at once: the action chosen afterwards is not taken.
func TestTimeCalledBetweenActions(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	asked(t, g, 0, "vtes.action")
	g.CallTime()
	answer(t, g, "Horace Radcliffe bleeds")
	if pool(g, 1) != 30 {
		t.Errorf("pool %d: no action is taken after time is called", pool(g, 1))
	}
	timeVP(t, g)
}

// §14 C46: time called outside the minion phase ends the game at the end
// of the current phase (here the master phase: the minion phase never
// comes).
func TestTimeCalledInTheMasterPhase(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Horace Radcliffe", 3)
	s.Hand(0, "Blood Doll")
	g := s.Start(0, 3, vtes.PhaseMaster)
	g.CallTime()
	answer(t, g, "Play Blood Doll")
	asked(t, g, 0, "vtes.master") // the phase goes on: Blood Doll may be used
	answer(t, g, "End the master phase")
	timeVP(t, g)
	if logged(g, "acts:") {
		t.Error("a minion acted after the master phase")
	}
}
