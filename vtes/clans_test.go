package vtes_test

// Choosing a clan (§1.3).

import (
	"testing"

	"kindred/vtes"
)

// A master card: choose a clan; gain 1 pool for each ready vampire of it
// you control.
var _ = fixture(&vtes.CardDef{ID: 990960, Name: "Test Census", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "census",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			clan := g.ChooseClan(p.Seat, g.ClansInPlay())
			for _, m := range g.ReadyMinions(p.Seat) {
				if m.Def.Clan == clan {
					g.GainPool(p.Seat, 1)
				}
			}
		}}}})

// The clans of the vampires in play are offered, each once; the chosen
// one is returned.
func TestChooseClan(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Ready(1, "Horace Radcliffe", 3)
	s.Hand(0, "Test Census")
	g := s.Start(0, 3, vtes.PhaseMaster)
	answer(t, g, "Play Test Census")
	if got := g.Labels(); len(got) != 2 || got[0] != "Toreador" || got[1] != "Nosferatu" {
		t.Fatalf("clans offered %q, want Toreador and Nosferatu", got)
	}
	answer(t, g, "Nosferatu")
	if pool(g, 0) != 31 {
		t.Errorf("pool %d, want 31: one Nosferatu", pool(g, 0))
	}
}
