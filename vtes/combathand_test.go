package vtes_test

// Hand size and hand strike damage a combat card gives for the rest of
// the combat (combathand.go; rules/vtes.md §1.5.3, §6.4).

import (
	"testing"

	"kindred/vtes"
)

// Before range: +1 hand size and +1 hand strike damage this combat
// (Rage of Apedemak's clauses).
var _ = fixture(&vtes.CardDef{ID: 996141, Name: "Test Rage", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange,
		Label: "+1 hand size, hand strikes +1 this combat",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.GainCombatHandSize(p.Minion, 1)
			g.GainHandStrikeDamage(p.Minion, 1)
		}}}})

// The Methuselah draws an eighth card as the bonus comes (its library
// gives two: the replacement and that one), and discards down to 7 once
// the combat is over; the minion's hand strike inflicts 1 more damage.
func TestCombatHandBonus(t *testing.T) {
	s := newScenario(2)
	_, dowager := nathanielAttacks(s, 5, "The Dowager", 6)
	s.Hand(0, "Test Rage", "Minion Tap", "Minion Tap", "Minion Tap", "Minion Tap", "Minion Tap",
		"Minion Tap")
	s.Library(0, "Minion Tap", "Minion Tap", "Minion Tap", "Minion Tap")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "The Dowager")
	answer(t, g, "Play Test Rage")
	m := g.Methuselah(0)
	if len(m.Library) != 2 || len(m.Hand) != 7 || len(m.Ash) != 2 {
		t.Errorf("library %d, hand %d, ash heap %d cards; want 2 (replacement and bonus drawn), "+
			"7 (one discarded after the combat), 2 (Test Rage and the discard)",
			len(m.Library), len(m.Hand), len(m.Ash))
	}
	if dowager.Blood != 4 {
		t.Errorf("The Dowager has %d blood after a hand strike at +1, want 4", dowager.Blood)
	}
	invariants(t, g)
}
