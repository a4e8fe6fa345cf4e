package vtes_test

// A combat started with bonuses of its own (§6.1): +1 strength and 1
// optional maneuver for that combat only, against a locked minion.

import (
	"testing"

	"kindred/vtes"
)

var _ = fixture(&vtes.CardDef{ID: 990956, Name: "Test Raid", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetLockedMinion, Label: "enter combat with a locked minion",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) {
				cs.GainStrength(0, 1)
				cs.GainManeuvers(0, 1)
			})
		}}}})

// §6.1, §6.3, §6.4: the combat's bonuses: a maneuver offered, +1
// strength on the hand strike; only locked minions are targets; the
// strength is gone after the combat.
func TestFightWithBonuses(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Raid")
	lenny := s.Ready(1, "Lenny Burkhead", 4)
	lenny.Locked = true
	s.Ready(1, "Horace Radcliffe", 3) // unlocked: no target
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustNotOffer(t, g, "Test Raid (enter combat with a locked minion → Horace Radcliffe)")
	answer(t, g, "Nik Sikko: Test Raid (enter combat with a locked minion → Lenny Burkhead)", "Do not block")
	asked(t, g, 0, "vtes.play")
	mustOffer(t, g, "Use an optional maneuver (1 left)")
	answer(t, g, "Pass")
	for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
		answer(t, g, g.Labels()[0])
	}
	if lenny.Blood != 2 {
		t.Errorf("Lenny has %d blood; Nik's hand strike does 1+1, want 2", lenny.Blood)
	}
	if nik.Blood != 2 {
		t.Errorf("Nik has %d blood after Lenny's strike, want 2", nik.Blood)
	}
}
