package vtes_test

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

var (
	// A directed action putting 2 of its Methuselah's corruption counters
	// on another Methuselah's minion (The Platinum Protocol, Cave of
	// Apples).
	_ = fixture(&vtes.CardDef{ID: 994600, Name: "Test Corruption Rite", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, Label: "2 corruption",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Corrupt(p.Target, p.Seat, 2) }}}})
	// An action burning 1 of its Methuselah's corruption counters from a
	// minion of their choice (Enchanting Gaze, Revelation of the Serpent).
	_ = fixture(&vtes.CardDef{ID: 994601, Name: "Test Absolution", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "burn 1 corruption",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(g.Corrupted(p.Seat, 1, -1)) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m := g.ChooseCorrupted(p.Seat, g.Corrupted(p.Seat, 1, -1))
				g.BurnCorruption(m, p.Seat, 1)
			}}}})
)

// Corruption counters belong to the Methuselah who put them, stay on the
// minion in play, show in the views, count in the hash, and go back to
// the bank when the minion leaves play (§7.6).
func TestCorruptionCounters(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Marcel", 3)
	s.Ready(0, "Crystal Lynn", 3)
	mk := s.Ready(1, "Mkhokheli", 3)
	s.Hand(0, "Test Corruption Rite", "Test Absolution")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Marcel: Test Corruption Rite (2 corruption → Mkhokheli)")
	passToNextAction(t, g)
	if n := g.Corruption(mk, 0); n != 2 {
		t.Fatalf("Mkhokheli bears %d of Methuselah 1's corruption counters, want 2\n%s", n, gameLog(g))
	}
	if n := g.Corruption(mk, 1); n != 0 {
		t.Errorf("Mkhokheli bears %d of its own Methuselah's counters, want 0", n)
	}
	if !logged(g, "puts 2 corruption counter(s) on Mkhokheli") {
		t.Errorf("no log line\n%s", gameLog(g))
	}
	for _, lang := range []engine.Lang{engine.English, engine.French} {
		text := string(g.SeatView(2).AppendText(nil, lang))
		if !strings.Contains(text, "(2 corruption") {
			t.Errorf("the view does not show the counters:\n%s", text)
		}
	}
	before := g.Hash()
	if got := g.Corrupted(0, 2, 1); len(got) != 1 || got[0] != mk {
		t.Errorf("Corrupted(0, 2, 1) = %v, want Mkhokheli", got)
	}
	answer(t, g, "Crystal Lynn: Test Absolution")
	passToNextAction(t, g)
	if n := g.Corruption(mk, 0); n != 1 {
		t.Fatalf("after burning one, Mkhokheli bears %d counters, want 1\n%s", n, gameLog(g))
	}
	if g.Hash() == before {
		t.Error("the hash ignores the corruption counters")
	}
	invariants(t, g)
	g.Burn(mk)
	if n := g.CorruptionTotal(mk); n != 0 {
		t.Errorf("burned Mkhokheli keeps %d corruption counters", n)
	}
}

// passToNextAction declines the decisions of the action under way
// ("Pass", "Do not block", "No"…) until the minion phase asks for the
// next action.
func passToNextAction(t *testing.T, g *vtes.Game) {
	t.Helper()
	for i := 0; g.Pending() != nil && g.Pending().Kind != "vtes.action"; i++ {
		if i > 50 {
			t.Fatalf("the action does not end: %q", g.Labels())
		}
		declined := false
		for j, l := range g.Labels() {
			if l == "Pass" || l == "Do not block" || l == "No" || strings.HasPrefix(l, "Do not") {
				if err := g.Apply(j); err != nil {
					t.Fatal(err)
				}
				declined = true
				break
			}
		}
		if !declined {
			t.Fatalf("no way to decline %q", g.Labels())
		}
	}
}

// gameLog returns the game log in English, one event a line.
func gameLog(g *vtes.Game) string {
	var b strings.Builder
	for _, e := range g.Log() {
		b.WriteString(e.Text.Render(engine.English))
		b.WriteByte('\n')
	}
	return b.String()
}
