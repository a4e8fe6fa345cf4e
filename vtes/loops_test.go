package vtes_test

// Infinite loops (loops.go, §14 C49).

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// Two cards in play whose minion-phase abilities undo each other with no
// limit: lock this card to unlock the other. Used in turn they restore
// the state they started from, forever; no printed card implemented does.
var (
	_ = fixture(seesaw(996001, "Test Lever", "Test Gear", vtes.StepMinionPhase))
	_ = fixture(seesaw(996002, "Test Gear", "Test Lever", vtes.StepMinionPhase))
	// The same pair in the window after the blocks of an action.
	_ = fixture(seesaw(996003, "Test Left Pedal", "Test Right Pedal", vtes.StepAfterBlocks))
	_ = fixture(seesaw(996004, "Test Right Pedal", "Test Left Pedal", vtes.StepAfterBlocks))
)

func seesaw(id int, name, other string, step vtes.Step) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.Master,
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: step, Label: "unlock " + other,
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				for _, id := range g.Methuselah(p.Seat).InPlay {
					if c := g.Card(id); c.Def.Name == other {
						g.Unlock(c)
					}
				}
			}}}}}
}

// leverAndGear is a minion phase of seat 0's with Test Lever ready to use
// and Test Gear locked, and n ready vampires of its.
func leverAndGear(n int) *vtes.Game {
	s := newScenario(2)
	for range n {
		s.Ready(0, "Nik Sikko", 3)
	}
	s.InPlay(0, "Test Lever")
	s.InPlay(0, "Test Gear").Locked = true
	s.Ready(1, "Horace Radcliffe", 3)
	return s.Start(0, 3, vtes.PhaseMinion)
}

// §14 C49: once a sequence of play has restored an earlier state, it may
// not be started again until the state changes. Lever then Gear restores
// the position: Lever is not offered again from it.
func TestLoopNotStartedAgain(t *testing.T) {
	g := leverAndGear(1)
	asked(t, g, 0, "vtes.action")
	answer(t, g, "Use Test Lever", "Use Test Gear")
	asked(t, g, 0, "vtes.action")
	mustNotOffer(t, g, "Use Test Lever")
	mustOffer(t, g, "Nik Sikko bleeds") // the rest of the turn goes on
	if !logSays(g, "infinite loop rule") {
		t.Error("the log does not say why Test Lever is not offered")
	}
}

// The guard bars the same options when the game builds no labels (a
// replay, engine.Labeller): the options and the hash are the same.
func TestLoopBarredWithoutLabels(t *testing.T) {
	var games [2]*vtes.Game
	for i, labelled := range []bool{true, false} {
		g := leverAndGear(1)
		answer(t, g, "Use Test Lever")
		g.BuildLabels(labelled) // the decision after Gear is built so
		answer(t, g, "Use Test Gear")
		games[i] = g
	}
	a, b := games[0].Pending(), games[1].Pending()
	if len(a.Options) != len(b.Options) || games[0].Hash() != games[1].Hash() {
		t.Fatalf("unlabelled: %d options, labelled %d; hashes equal: %v", len(b.Options), len(a.Options), games[0].Hash() == games[1].Hash())
	}
	for i := range a.Options {
		if a.Options[i] != b.Options[i] {
			t.Errorf("option %d: unlabelled %d, labelled %d", i, b.Options[i].Code, a.Options[i].Code)
		}
	}
	if !strings.Contains(games[0].Labels()[0], "End") || games[1].Pending().Label(0).Msg != 0 {
		t.Errorf("labels: %q (labelled), %q (unlabelled)", games[0].Labels(), games[1].Pending().Label(0).Render(engine.English))
	}
}

// A player (or bot) that always picks the ability never ends the phase
// without the guard; with it, the phase ends after at most one round of
// each option that loops.
func TestLoopEnds(t *testing.T) {
	s := newScenario(2)
	s.InPlay(0, "Test Lever")
	s.InPlay(0, "Test Gear").Locked = true
	s.Ready(1, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	for n := 0; g.Phase == vtes.PhaseMinion && g.Pending() != nil; n++ {
		if n > 10 {
			t.Fatalf("still in the minion phase after %d uses: %q", n, g.Labels())
		}
		labels := g.Labels()
		answer(t, g, labels[len(labels)-1]) // an ability when there is one
	}
}

// The same in a window: after a few plays (loops.go windowLoopWatch) the
// window is watched, and the loop ends the same way.
func TestLoopInWindowEnds(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.InPlay(0, "Test Left Pedal")
	s.InPlay(0, "Test Right Pedal").Locked = true
	s.Uncontrolled(1, "Horace Radcliffe", 0) // no one to block
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	for n := 0; g.Action() != nil && g.Pending() != nil; n++ {
		if n > 30 {
			t.Fatalf("the bleed still goes on after %d decisions: %q", n, g.Labels())
		}
		labels := g.Labels()
		answer(t, g, labels[len(labels)-1]) // a pedal when there is one
	}
	if !logSays(g, "infinite loop rule") {
		t.Error("the log does not say why a pedal is no longer offered")
	}
}

// logSays reports whether a line of the game's log contains text.
func logSays(g *vtes.Game, text string) bool {
	for _, e := range g.Log() {
		if strings.Contains(e.Text.Render(engine.English), text) {
			return true
		}
	}
	return false
}
