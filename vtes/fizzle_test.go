package vtes_test

import (
	"testing"

	"kindred/vtes"
)

var (
	// An Auspex action card costing 1 blood: +2 pool on success.
	_ = fixture(&vtes.CardDef{ID: 991801, Name: "Test Scrying", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Disc: vtes.Auspex, Level: vtes.Inferior, Stealth: 1,
			Cost: vtes.Cost{Blood: 1}, Label: "gain 2 pool",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.GainPool(p.Seat, 2) }}}})
	// A reaction that strips the acting vampire of the Disciplines cards
	// gave it.
	_ = fixture(&vtes.CardDef{ID: 991802, Name: "Test Unbinding", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Label: "the actor loses its Discipline cards' levels",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.Action() != nil },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Action().Actor.SetBonuses(g.Action().Actor.CapacityBonus(), vtes.Disciplines{})
			}}}})
)

// §14 C7: an action fizzles if the acting vampire no longer meets the
// card's Discipline requirement when it would resolve: no cost, no
// effect. Nik Sikko has Auspex from a Discipline card only.
func TestActionFizzlesWithoutTheDiscipline(t *testing.T) {
	for _, unbind := range []bool{false, true} {
		s := newScenario(2)
		nik := s.Ready(0, "Nik Sikko", 3)
		disc := nik.DiscBonus()
		disc[vtes.Auspex] = vtes.Inferior
		nik.SetBonuses(nik.CapacityBonus(), disc)
		s.Hand(0, "Test Scrying")
		s.Ready(1, "Lenny Burkhead", 3)
		s.Hand(1, "Test Unbinding")
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko: Test Scrying", "Do not block")
		asked(t, g, 1, "vtes.play")
		if unbind {
			answer(t, g, "Play Test Unbinding")
		} else {
			answer(t, g, "Pass")
		}
		wantPool, wantBlood := 32, 2
		if unbind {
			wantPool, wantBlood = 30, 3
		}
		if pool(g, 0) != wantPool || nik.Blood != wantBlood || logged(g, "fizzles") != unbind {
			t.Errorf("unbound %v: pool %d, Nik %d blood; want %d and %d", unbind, pool(g, 0), nik.Blood, wantPool, wantBlood)
		}
	}
}
