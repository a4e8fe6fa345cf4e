package vtes_test

// Sabbat V5 paths (path.go): a path icon is a requirement, as a clan's.

import (
	"testing"

	"kindred/vtes"
)

var (
	// A Lasombra who follows the Path of Caine, and one who follows none.
	_ = func() *vtes.CardDef {
		d := testVampire(990995, "Test Pilgrim", 5, "Lasombra", "dom obt", vtes.Sabbat, vtes.NoTitle)
		d.Path = vtes.PathCaine
		return d
	}()
	_ = testVampire(990996, "Test Heretic", 5, "Lasombra", "dom obt", vtes.Sabbat, vtes.NoTitle)
	// An action requiring the Path of Caine, and a master card whose
	// Methuselah must control a ready vampire who follows it.
	_ = fixture(&vtes.CardDef{ID: 990997, Name: "Test Sermon", Types: vtes.Action,
		Requires: vtes.Requirement{Path: vtes.PathCaine},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "preach",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(p.Minion, 1) }}}})
	_ = fixture(&vtes.CardDef{ID: 990998, Name: "Test Litany", Types: vtes.Master,
		Requires: vtes.Requirement{Path: vtes.PathCaine},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "gain 1 pool",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.GainPool(p.Seat, 1) }}}})
)

// A card with a path icon is played by a vampire who follows that path
// only (reference rulebook 2024, card requirements; rules/vtes.md §1.5.4).
func TestPathRequirement(t *testing.T) {
	tests := []struct {
		name    string
		vampire string
		offered bool
	}{
		{"follower", "Test Pilgrim", true},
		{"vampire of no path", "Test Heretic", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(2)
			v := s.Ready(0, tt.vampire, 2)
			s.Hand(0, "Test Sermon")
			g := s.Start(0, 3, vtes.PhaseMinion)
			label := tt.vampire + ": Test Sermon (preach)"
			if offered(g, label) != tt.offered {
				t.Fatalf("%q offered: %v, want %v", label, offered(g, label), tt.offered)
			}
			if !tt.offered {
				return
			}
			answer(t, g, label)
			for offered(g, "Do not block") {
				answer(t, g, "Do not block")
			}
			if v.Blood != 3 {
				t.Errorf("%s has %d blood, want 3", tt.vampire, v.Blood)
			}
		})
	}
}

// A master card with a path icon needs a ready vampire who follows the
// path, as a clan master card needs one of the clan (§1.5.4).
func TestPathRequirementMaster(t *testing.T) {
	for _, tt := range []struct {
		vampire string
		offered bool
	}{{"Test Pilgrim", true}, {"Test Heretic", false}} {
		s := newScenario(2)
		s.Ready(0, tt.vampire, 2)
		s.Hand(0, "Test Litany")
		g := s.Start(0, 3, vtes.PhaseMaster)
		if got := offered(g, "Play Test Litany"); got != tt.offered {
			t.Errorf("with %s: Test Litany offered %v, want %v (%v)", tt.vampire, got, tt.offered, g.Labels())
		}
	}
}
