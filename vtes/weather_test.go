package vtes_test

// Damage to both combatants before range each round (weather.go).

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Before range: 1 damage to both combatants now and before range each
// round, 1 more each later round; an optional press to see round 2.
var _ = fixture(&vtes.CardDef{ID: 990982, Name: "Test Storm", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Label: "storm", Legal: vtes.InCombat,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.DamageEachRound(1, 1)
			vtes.GainPress(1)(g, p)
		}}}})

// §6.7, §14 C34: the damage lands once the pre-range plays are over, and
// grows in the next round, before range.
func TestDamageEachRound(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Storm")
	lenny := s.Ready(1, "Lenny Burkhead", 5)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Lenny Burkhead")
	for !offered(g, "Play Test Storm") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Play Test Storm")
	// 1 from the storm, 1 from the hand strikes (the only strikes, taken
	// without asking).
	if nik.Blood != 1 || lenny.Blood != 3 || strings.Count(logOf(g), "Nik Sikko takes 1 damage") != 2 {
		t.Fatalf("blood %d and %d, want 1 and 3\n%s", nik.Blood, lenny.Blood, logOf(g))
	}
	answer(t, g, "Use an optional press")
	for i := 0; i < 40 && g.Pending() != nil && !logged(g, "takes 2 damage"); i++ {
		answer(t, g, g.Labels()[0])
	}
	if !logged(g, "Nik Sikko takes 2 damage") || !logged(g, "Lenny Burkhead takes 2 damage") {
		t.Errorf("2 damage each before range in round 2\n%s", logOf(g))
	}
}

// Before range: immune to environmental damage this round.
var _ = fixture(&vtes.CardDef{ID: 995202, Name: "Test Storm Shelter", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Label: "immune to environmental damage", Legal: vtes.InCombat,
		Resolve: vtes.ImmuneThisRound(vtes.ImmuneToEnvironment)}}})

// Weather Control [ANK 20170930]: the damage comes after both players'
// other pre-range plays, not as the card is played; [RTR 19970630]: it
// is environmental, so a minion immune to environmental damage played
// then takes it unsuccessfully (§14 C34).
func TestDamageEachRoundAfterPreRangePlays(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Storm")
	s.Ready(1, "Lenny Burkhead", 5)
	s.Hand(1, "Test Storm Shelter")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Lenny Burkhead")
	for !offered(g, "Play Test Storm") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Play Test Storm")
	for !offered(g, "Play Test Storm Shelter") {
		answer(t, g, g.Labels()[0])
	}
	if logged(g, "takes 1 damage") {
		t.Fatalf("the damage is dealt before the pre-range plays are over\n%s", logOf(g))
	}
	answer(t, g, "Play Test Storm Shelter")
	for i := 0; i < 40 && g.Pending() != nil && !logged(g, "Nik Sikko takes 1 damage"); i++ {
		answer(t, g, g.Labels()[0])
	}
	if !logged(g, "Nik Sikko takes 1 damage") || !logged(g, "Lenny Burkhead is immune to 1 damage") {
		t.Fatalf("Nik takes the damage, Lenny is immune\n%s", logOf(g))
	}
}
