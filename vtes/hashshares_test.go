package vtes_test

import (
	"fmt"
	"strings"
	"testing"

	"kindred/vtes"
)

// Two test cards whose minion-phase ability adds a counter to the card:
// one through the Game (AddCounters), one written behind the hash's back.
var (
	_ = fixture(counterAbility(996201, "Test Counter Tally", func(g *vtes.Game, c *vtes.Card) { g.AddCounters(c, 1) }))
	_ = fixture(counterAbility(996202, "Test Sloppy Tally", func(g *vtes.Game, c *vtes.Card) { c.Counters++ }))
)

func counterAbility(id int, name string, add func(g *vtes.Game, c *vtes.Card)) *vtes.CardDef {
	return &vtes.CardDef{ID: id, Name: name, Types: vtes.Master,
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase, Label: "add a counter",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return p.Source.Counters < 2 },
			Resolve: func(g *vtes.Game, p *vtes.Play) { add(g, p.Source) }}}}}
}

// The hash keeps a share of every card until it changes (hashshares.go):
// a card effect that changes a card through the Game's methods changes
// the hash, and one that writes the card behind the hash's back fails a
// scenario at its next decision, naming the card (docs/ENGINE.md).
func TestACardChangedBehindTheHashFailsItsScenario(t *testing.T) {
	start := func(name string) *vtes.Game {
		s := newScenario(2)
		s.Ready(0, "Nik Sikko", 3)
		s.InPlay(0, name)
		s.Ready(1, "Horace Radcliffe", 3)
		return s.Start(0, 3, vtes.PhaseMinion)
	}
	g := start("Test Counter Tally")
	before := g.Hash()
	answer(t, g, "Use Test Counter Tally")
	if g.Hash() == before {
		t.Error("a counter added through AddCounters did not change the hash")
	}

	g = start("Test Sloppy Tally")
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "Test Sloppy Tally") {
			t.Fatalf("the scenario went on or failed for another reason: %v", r)
		}
	}()
	answer(t, g, "Use Test Sloppy Tally")
	t.Fatal("the decision after the sloppy counter was asked")
}
