package vtes_test

// Rules vocabulary the New Blood Ventrue starter asked for (Slaughtering
// the Herd, Kevin Jackson): each test uses a test card with just the
// clause it checks.

import (
	"testing"

	"kindred/vtes"
)

var (
	// A bleed that minions with 3 or more blood cannot block, from its
	// announcement (Mode.CannotBlock).
	_ = fixture(&vtes.CardDef{ID: 991960, Name: "Test Stampede", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetPrey, Label: "bleed, not blocked by the well-fed",
			CannotBlock: func(g *vtes.Game, b *vtes.Card) bool { return b.Blood >= 3 }}}})

	// A card on a minion giving its controller 1 pool each time the
	// minion announces an action (Static.OnAnnounce).
	_ = fixture(&vtes.CardDef{ID: 991961, Name: "Test Bell", Types: vtes.Master,
		Static: vtes.Static{OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) { g.GainPool(c.Controller, 1) }}})

	// A card in play giving its controller 1 pool each time a vampire
	// leaves the ready region (Static.OnLeaveReady), and an action taking
	// the acting vampire back to the uncontrolled region.
	_ = fixture(&vtes.CardDef{ID: 991962, Name: "Test Vigil", Types: vtes.Master,
		Static: vtes.Static{OnLeaveReady: func(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
			if m.IsVampire() {
				g.GainPool(c.Controller, 1)
			}
		}}})
	_ = fixture(&vtes.CardDef{ID: 991963, Name: "Test Retreat", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "go back to the uncontrolled region",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.ToUncontrolled(p.Minion) }}}})

	// A card on a minion giving the minion in combat with it +2 strength
	// (Static.OpponentStrength).
	_ = fixture(&vtes.CardDef{ID: 990964, Name: "Test Taunt", Types: vtes.Master,
		Static: vtes.Static{OpponentStrength: func(g *vtes.Game, c, opp *vtes.Card) int { return 2 }}})

	// A card in play usable once each turn during its Methuselah's minion
	// phase (StepMinionPhase): 1 pool.
	_ = fixture(&vtes.CardDef{ID: 990965, Name: "Test Shrine", Types: vtes.Master,
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase, Label: "1 pool",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.UsedTurn },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedTurn(p.Source)
				g.GainPool(p.Seat, 1)
			}}}}})
)

// §4.2: an action card barring some minions from blocking bars them from
// its announcement; the others may still block.
func TestModeCannotBlock(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 1)
	s.Hand(0, "Test Stampede")
	s.Ready(1, "Lenny Burkhead", 3)
	s.Ready(1, "Horace Radcliffe", 1)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Stampede")
	asked(t, g, 1, "vtes.block")
	mustNotOffer(t, g, "Block with Lenny Burkhead")
	mustOffer(t, g, "Block with Horace Radcliffe")
}

// §4.1 step 1: "each time this minion announces an action" runs once the
// action is announced, whatever the action.
func TestOnAnnounce(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 1)
	s.Attach(nik, "Test Bell", 0)
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts")
	if pool(g, 0) != 31 {
		t.Errorf("pool %d, want 31: 1 for the announced hunt", pool(g, 0))
	}
}

// "After this vampire leaves the ready region": the trigger runs once the
// vampire is out of the ready region, and not for an action that leaves
// it there.
func TestOnLeaveReady(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Retreat")
	s.InPlay(1, "Test Vigil")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Retreat", "Do not block")
	inZone(t, nik, vtes.ZoneUncontrolled)
	if pool(g, 1) != 31 {
		t.Errorf("pool %d, want 31: Nik Sikko left the ready region once", pool(g, 1))
	}
}

// §6.4: a card may raise the strength of the minion in combat with its
// minion; the hand strike deals the raised strength.
func TestOpponentStrength(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	lenny := s.Ready(1, "Lenny Burkhead", 5)
	s.Attach(lenny, "Test Taunt", 0)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Lenny Burkhead")
	for i := 0; i < 50 && !logged(g, "Lenny Burkhead takes"); i++ {
		if g.Pending() == nil {
			break
		}
		answer(t, g, g.Labels()[0])
	}
	if !logged(g, "Lenny Burkhead takes 3 damage") {
		t.Errorf("Nik Sikko's hand strike is 1 + 2 from the Taunt on his opponent")
	}
}

// §3.4: an ability usable during its Methuselah's minion phase is offered
// with the actions, and using it is not an action.
func TestMinionPhaseAbility(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.InPlay(0, "Test Shrine")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	asked(t, g, 0, "vtes.action")
	answer(t, g, "Use Test Shrine")
	if pool(g, 0) != 31 {
		t.Errorf("pool %d, want 31", pool(g, 0))
	}
	asked(t, g, 0, "vtes.action")
	mustNotOffer(t, g, "Use Test Shrine")
	mustOffer(t, g, "Nik Sikko hunts")
	if nik.Locked {
		t.Error("using the ability is no action: Nik Sikko stays unlocked")
	}
}
