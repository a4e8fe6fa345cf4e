package vtes_test

// After an action (§4.1 step 5, §14 C10): abilities used once an action
// has resolved, by whose action and how it went, once each turn.

import (
	"testing"

	"kindred/vtes"
)

var (
	// A vampire who may unlock, once each turn, after another minion its
	// Methuselah controls performs a successful action (Aline Gädeke).
	_ = func() *vtes.CardDef {
		d := testVampire(990950, "Test Quartermaster", 6, "Brujah", "pot", vtes.Anarch, vtes.NoTitle)
		d.Static.Abilities = []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction, Label: "unlock",
			Legal:   vtes.All(vtes.ActionByOther, vtes.ActionSucceeded, func(g *vtes.Game, p *vtes.Play) bool { return p.Source.Locked }),
			Resolve: func(g *vtes.Game, p *vtes.Play) { p.Source.Locked = false }})}
		return d
	}()
	// A vampire who gains 1 blood after any action of its own, successful
	// or not (Dabbler's shape).
	_ = func() *vtes.CardDef {
		d := testVampire(990951, "Test Scholar", 6, "Brujah", "pot", vtes.Anarch, vtes.NoTitle)
		d.Static.Abilities = []vtes.Ability{{Step: vtes.StepAfterAction, Label: "gain 1 blood",
			Legal:   vtes.ActionBy,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddBlood(p.Source, 1) }}}
		return d
	}()
)

// §14 C10: "after another minion you control performs a successful
// action": offered once the action resolved, once each turn; not after a
// blocked action, not after the vampire's own.
func TestAfterActionByAnotherMinion(t *testing.T) {
	t.Run("after a successful action", func(t *testing.T) {
		s := newScenario(2)
		q := s.Ready(0, "Test Quartermaster", 3)
		q.Locked = true
		s.Ready(0, "Nik Sikko", 1)
		s.Ready(0, "Lenny Burkhead", 1)
		s.Ready(1, "Horace Radcliffe", 1).Locked = true
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko hunts")
		asked(t, g, 0, "vtes.play")
		answer(t, g, "Use Test Quartermaster: unlock")
		if q.Locked {
			t.Fatal("the ability unlocks")
		}
		if !logged(g, "Test Quartermaster: unlock") {
			t.Error("the use is not logged")
		}
		// Once each turn: locked again, not offered after Lenny's hunt.
		q.Locked = true
		answer(t, g, "Lenny Burkhead hunts")
		mustNotOffer(t, g, "Use Test Quartermaster")
	})
	t.Run("not after a blocked action", func(t *testing.T) {
		s := newScenario(2)
		q := s.Ready(0, "Test Quartermaster", 3)
		q.Locked = true
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds Methuselah 2", "Block with Horace Radcliffe")
		if !logged(g, "Horace Radcliffe blocks Nik Sikko") {
			t.Fatal("the bleed is blocked")
		}
		for g.Pending() != nil && g.Pending().Kind != "vtes.action" {
			mustNotOffer(t, g, "Use Test Quartermaster")
			answer(t, g, g.Labels()[0])
		}
	})
	t.Run("not after its own action", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Test Quartermaster", 3)
		s.Ready(1, "Horace Radcliffe", 1).Locked = true
		g := s.Start(0, 3, vtes.PhaseMinion)
		answer(t, g, "Test Quartermaster hunts")
		mustNotOffer(t, g, "Use Test Quartermaster")
	})
}

// §14 C10: "after an action by this vampire, successful or not": offered
// after a blocked action too, and not after another minion's.
func TestAfterActionByItself(t *testing.T) {
	s := newScenario(2)
	sc := s.Ready(0, "Test Scholar", 3)
	s.Ready(0, "Nik Sikko", 1)
	s.Ready(1, "Horace Radcliffe", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Test Scholar bleeds Methuselah 2", "Block with Horace Radcliffe")
	for g.Pending() != nil && !offered(g, "Use Test Scholar") && g.Pending().Kind != "vtes.action" {
		answer(t, g, g.Labels()[0])
	}
	before := sc.Blood
	answer(t, g, "Use Test Scholar: gain 1 blood")
	if sc.Blood != before+1 {
		t.Errorf("Test Scholar has %d blood, want %d", sc.Blood, before+1)
	}
	answer(t, g, "Pass")
	answer(t, g, "Nik Sikko hunts")
	mustNotOffer(t, g, "Use Test Scholar")
}
