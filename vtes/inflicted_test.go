package vtes_test

// Damage inflicted by strikes (§6.7).

import (
	"testing"

	"kindred/vtes"
)

var _ = fixture(&vtes.CardDef{ID: 990961, Name: "Test Gloat", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound, Label: "gloat",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.InCombat(g, p) && g.Combat().InflictedMore(p.Minion)
		}}}})

// §6.7: the round's inflicted damage compares the strikes' unprevented
// damage; equal damage is not more.
func TestInflictedMore(t *testing.T) {
	for _, haymaker := range []bool{true, false} {
		s := newScenario(2)
		nathanielAttacks(s, 5, "Nik Sikko", 4)
		s.Hand(0, "Test Gloat", "Test Haymaker")
		g := s.Start(0, 3, vtes.PhaseMinion)
		attack(t, g, "Nik Sikko")
		if haymaker {
			answer(t, g, "Play Test Haymaker")
		} else {
			answer(t, g, "Hand strike")
		}
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" && !offered(g, "Play Test Gloat") {
			answer(t, g, g.Labels()[0])
		}
		if got := offered(g, "Play Test Gloat"); got != haymaker {
			t.Errorf("haymaker %v: the end-of-round card offered %v", haymaker, got)
		}
	}
}
