package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A reaction that strips the acting vampire of the Disciplines cards gave
// it, as fizzle_test.go's Test Unbinding, telling the hash.
var _ = fixture(&vtes.CardDef{ID: 992011, Name: "Test Disenchantment", Types: vtes.Reaction,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Label: "the actor loses its Discipline cards' levels",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.Action() != nil },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			actor := g.Action().Actor
			actor.SetBonuses(actor.CapacityBonus(), vtes.Disciplines{})
			g.Changed(actor)
		}}}})

// Group G00077 [ANK 20220218]: an action that fizzles (unblocked at
// resolution, with no effect because a requirement is no longer met) is
// still successful for the effects "after a successful action": Aline
// Gädeke may unlock after another Anarch's action fizzled (§14 C7 for the
// fizzle; Test Scrying is fizzle_test.go's).
func TestFizzledActionIsSuccessfulAfterward(t *testing.T) {
	s := newScenario(2)
	aline := s.Ready(0, "Aline Gädeke", 4)
	aline.Locked = true
	anita := s.Ready(0, "Anita Wainwright", 3)
	disc := anita.DiscBonus()
	disc[vtes.Auspex] = vtes.Inferior
	anita.SetBonuses(anita.CapacityBonus(), disc)
	s.Hand(0, "Test Scrying")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Hand(1, "Test Disenchantment")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Anita Wainwright: Test Scrying", "Do not block", "Play Test Disenchantment")
	if !logged(g, "fizzles") {
		t.Fatal("the action did not fizzle")
	}
	answer(t, g, "Use Aline Gädeke: burn 1 blood: unlock")
	if aline.Locked || aline.Blood != 3 || pool(g, 0) != 30 {
		t.Errorf("Aline locked %v with %d blood, pool %d; want unlocked, 3, 30 (no effect)", aline.Locked, aline.Blood, pool(g, 0))
	}
}
