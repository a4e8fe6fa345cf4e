package vtes_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// §3.2 (infernalbound.go): a card "removed from the game if you control
// no infernal vampires" (Infernal Servitor) goes as soon as its
// Methuselah controls none, ready or in torpor, whatever took the last
// one away.
func TestInfernalBound(t *testing.T) {
	for _, tc := range []struct {
		name   string
		second bool // a second infernal vampire, Xeper, is ready too
		move   func(g *vtes.Game, horde, servitor *vtes.Card)
		want   vtes.Zone
	}{
		{"vampire to torpor", false, func(g *vtes.Game, h, _ *vtes.Card) { g.ToTorpor(h) },
			vtes.ZoneReady},
		{"vampire burned", false, func(g *vtes.Game, h, _ *vtes.Card) { g.Burn(h) },
			vtes.ZoneRemoved},
		{"vampire burned from torpor", false, func(g *vtes.Game, h, _ *vtes.Card) {
			g.ToTorpor(h)
			g.Burn(h)
		}, vtes.ZoneRemoved},
		{"vampire removed from the game", false,
			func(g *vtes.Game, h, _ *vtes.Card) { g.RemoveFromGame(h) }, vtes.ZoneRemoved},
		{"vampire stolen", false, func(g *vtes.Game, h, _ *vtes.Card) { g.Steal(h, 1) },
			vtes.ZoneRemoved},
		{"servitor stolen", false, func(g *vtes.Game, _, sv *vtes.Card) { g.Steal(sv, 1) },
			vtes.ZoneRemoved},
		{"another infernal vampire left", true, func(g *vtes.Game, h, _ *vtes.Card) { g.Burn(h) },
			vtes.ZoneReady},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := vtes.NewScenario(3, cards.ByName)
			h := s.Ready(0, "The Horde", 3)
			sv := s.Ready(0, "Infernal Servitor", 2)
			if tc.second {
				s.Ready(0, "Xeper, Sultan of Lepers", 3)
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			tc.move(g, h, sv)
			if sv.Zone != tc.want {
				t.Errorf("Infernal Servitor in zone %v, want %v", sv.Zone, tc.want)
			}
		})
	}
}
