package vtes_test

// Playing with an open hand (openhand.go).

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// A master card in play making its Methuselah's prey play with an open
// hand (Revelations).
var _ = fixture(&vtes.CardDef{ID: 997153, Name: "Test Window", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OpenHand: func(g *vtes.Game, c *vtes.Card, seat int) bool {
		return seat == g.Prey(c.Controller)
	}}})

// The prey's hand is seen by every view, in the text view too; the other
// hands stay hidden.
func TestOpenHand(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Lenny Burkhead", 3)
	s.InPlay(0, "Test Window")
	prey := s.Hand(1, "Roundhouse")[0]
	other := s.Hand(2, "Roundhouse")[0]
	g := s.Start(0, 2, vtes.PhaseMinion)
	if !g.HandOpen(1) || g.HandOpen(2) || g.HandOpen(0) {
		t.Fatalf("open hands: %v %v %v; want the prey's only", g.HandOpen(0), g.HandOpen(1), g.HandOpen(2))
	}
	for _, seat := range []int{0, 2, engine.Spectator} {
		v := g.SeatView(seat)
		if v.Card(prey.ID) == nil || len(v.OpenHand(1)) != 1 {
			t.Errorf("seat %d does not see the prey's open hand", seat)
		}
	}
	if g.SeatView(0).Card(other.ID) != nil || g.SeatView(0).OpenHand(2) != nil {
		t.Error("seat 0 sees a hand that is not open")
	}
	for lang, want := range map[engine.Lang]string{engine.English: "open hand: Roundhouse",
		engine.French: "main révélée : Roundhouse"} {
		if text := string(g.View(0).AppendText(nil, lang)); !strings.Contains(text, want) {
			t.Errorf("%s text view lacks %q:\n%s", lang, want, text)
		}
	}
}
