package vtes_test

// A Methuselah skipping their whole turn (§3.1; skipturn.go).

import (
	"testing"

	"kindred/vtes"
)

// A card in play letting each Methuselah skip their turn, counting the
// turns skipped on its counters.
var _ = fixture(&vtes.CardDef{ID: 993172, Name: "Test Long Night", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "long night", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{TurnSkip: true,
		OnTurnSkipped: func(g *vtes.Game, c *vtes.Card, _ int) { g.AddCounters(c, 1) }}})

// §3.1: asked as the turn starts, before the unlock phase; a skipped turn
// has no phase, and the next Methuselah's turn follows; without such a
// card nobody is asked.
func TestSkipWholeTurn(t *testing.T) {
	t.Run("skipped", func(t *testing.T) {
		s := newScenario(3)
		night := s.InPlay(2, "Test Long Night")
		v := s.Ready(0, "Mkhokheli", 3)
		v.Locked = true
		o := vtes.DefaultOptions()
		o.TurnLimit = 3
		s.Options(o)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "Skip the whole turn")
		if !v.Locked || night.Counters != 1 || !logged(g, "Methuselah 1 skips their whole turn") {
			t.Errorf("locked %v, counters %d: the turn was played", v.Locked, night.Counters)
		}
		if d := g.Pending(); d == nil || d.Seat != 1 || !offered(g, "Skip the whole turn") {
			t.Errorf("Methuselah 2 is not asked next: %v", g.Labels())
		}
	})
	t.Run("not asked without such a card", func(t *testing.T) {
		s := newScenario(3)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		mustNotOffer(t, g, "Skip the whole turn")
	})
}
