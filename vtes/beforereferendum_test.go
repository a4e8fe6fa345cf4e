package vtes_test

// The moment between a political action's success and its referendum
// (beforereferendum.go; rules/vtes.md §5.1).

import (
	"testing"

	"kindred/vtes"
)

// A location whose ability, before the referendum, sends the acting
// vampire to torpor (Yawp Court's combat, cut short).
var _ = fixture(&vtes.CardDef{ID: 996147, Name: "Test Ambush Hall", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBeforeReferendum,
		Label: "the caller falls",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Damage(g.Action().Actor, 9, 0)
		}}}}})

// The ability is offered to the other Methuselahs once the political
// action succeeded; used, the acting vampire is no longer ready and no
// referendum is conducted; declined, the referendum's terms are asked.
func TestBeforeReferendum(t *testing.T) {
	for _, tc := range []struct {
		use        bool
		referendum bool
	}{{true, false}, {false, true}} {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Kine Resources Contested")
		s.InPlay(1, "Test Ambush Hall")
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Kine Resources Contested")
		for g.Pending().Kind == "vtes.block" {
			answer(t, g, "Do not block")
		}
		mustOffer(t, g, "Use Test Ambush Hall: the caller falls")
		if tc.use {
			answer(t, g, "Use Test Ambush Hall: the caller falls")
		} else {
			answer(t, g, "Pass")
		}
		if got := offered(g, "Methuselah 2"); got != tc.referendum {
			t.Errorf("used %v: the terms asked %v, want %v (%q)", tc.use, got, tc.referendum, g.Labels())
		}
		if tc.use && mk.Zone != vtes.ZoneTorpor {
			t.Errorf("Mkhokheli in zone %v, want torpor", mk.Zone)
		}
	}
}
