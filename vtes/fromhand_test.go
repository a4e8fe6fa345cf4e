package vtes_test

// Cards played from the hand by another effect (fromhand.go), once-each-
// action marks, and hand size changed by a combat (handsize.go).

import (
	"testing"

	"kindred/vtes"
)

var (
	// Before range: employ Raven Spy from the hand, its cost and
	// Discipline applying (Pack Alpha).
	_ = fixture(&vtes.CardDef{ID: 990320, Name: "Test Whistle", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Label: "employ Raven Spy from the hand",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				for _, c := range g.Hand(p.Seat) {
					if c.Def.Name == "Raven Spy" && g.Meets(p.Seat, p.Minion, c, &c.Def.Modes[0]) {
						return true
					}
				}
				return false
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				for _, c := range g.Hand(p.Seat) {
					if c.Def.Name == "Raven Spy" {
						g.PlayFromHand(p.Seat, c, 0, p.Minion)
						return
					}
				}
			}}}})
	// Before strikes, once per minion each action.
	_ = fixture(&vtes.CardDef{ID: 990321, Name: "Test Focus", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Label: "once each action",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return g.ActionFree(p.Minion, 990321) },
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.ActionOnce(p.Minion, 990321) }}}})
	// A retainer: while its employer is in combat, the opposing
	// Methuselah has -1 hand size (Raptor).
	_ = fixture(&vtes.CardDef{ID: 990322, Name: "Test Screecher", Types: vtes.Retainer, Animal: true,
		Static: vtes.Static{OpponentHandSize: func(*vtes.Game, *vtes.Card) int { return -1 }}})
)

// PlayFromHand: the card is played with its cost paid and is replaced.
func TestPlayFromHand(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
	s.Hand(0, "Test Whistle", "Raven Spy")
	s.Library(0, "Test Focus", "Test Focus")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Whistle")
	if len(n.Attached) != 1 || g.Card(n.Attached[0]).Def.Name != "Raven Spy" {
		t.Fatal("Raven Spy is not on Nathaniel")
	}
	if n.Blood != 5 || len(g.Methuselah(0).Hand) != 2 {
		t.Errorf("Nathaniel %d blood, hand %d; want 5 (Raven Spy's 1) and 2 (both replaced)", n.Blood, len(g.Methuselah(0).Hand))
	}
	_ = nik
}

// ActionOnce: a second use in the same action is refused.
func TestActionOnce(t *testing.T) {
	s := newScenario(2)
	nathanielAttacks(s, 6, "Nik Sikko", 3)
	s.Hand(0, "Test Focus", "Test Focus")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Focus")
	if offered(g, "Play Test Focus") {
		t.Error("a second Test Focus is offered in the same action")
	}
}

// A combat changing hand size: the Methuselah discards down as the
// combat starts and draws back as it ends ([LSJ 20030530] on Raptor).
func TestCombatHandSize(t *testing.T) {
	s := newScenario(2)
	n, _ := nathanielAttacks(s, 6, "Nik Sikko", 3)
	s.Attach(n, "Test Screecher", 1)
	s.Hand(1, "Test Focus", "Test Focus", "Test Focus", "Test Focus", "Test Focus", "Test Focus", "Test Focus")
	s.Library(1, "Test Focus", "Test Focus")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	if got := g.HandSize(1); got != 6 {
		t.Errorf("hand size %d in combat, want 6", got)
	}
	if n := len(g.Methuselah(1).Hand); n != 6 {
		t.Errorf("hand of %d in combat, want 6", n)
	}
	for g.Pending() != nil {
		answer(t, g, g.Labels()[0])
	}
	if n := len(g.Methuselah(1).Hand); n != 7 {
		t.Errorf("hand of %d after the combat, want 7", n)
	}
}
