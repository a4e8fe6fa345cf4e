package vtes_test

// Combat limits and block-combat effects (combatlimits.go,
// continueaction.go): no equipment in the combat a block started, damage
// caps (§6.7 step 1), an action continuing as if unblocked (§4.1,
// G00099).

import (
	"testing"

	"kindred/vtes"
)

var (
	// A reaction: +1 intercept; if this minion blocks, 1 optional
	// maneuver and no equipment in the resulting combat (Form of the
	// Bat).
	_ = fixture(&vtes.CardDef{ID: 990310, Name: "Test Wings", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+1 intercept, a maneuver, no equipment",
			Legal: vtes.Blocking,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Action().Intercept++
				m := p.Minion
				g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
					if side := cs.Side(m); side == 1 {
						cs.Maneuvers[side]++
						cs.NoEquipment[side] = true
					}
				})
			}}}})
	// Damage caps: 1 damage a round, aggravated damage not prevented;
	// and both kinds prevented (Flesh of Marble).
	_ = combatCard(990311, "Test Marble", vtes.StepBeforeRange, "1 damage a round", vtes.CapDamageEachRound(1, false))
	_ = combatCard(990312, "Test Granite", vtes.StepBeforeRange, "1 damage a round, aggravated too", vtes.CapDamageEachRound(1, true))
	// A strike: combat ends; after the combat, a blocked actor burns 1
	// blood to continue as if unblocked with +1 stealth (Form of Mist).
	_ = fixture(&vtes.CardDef{ID: 990313, Name: "Test Fog", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends, continue",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m := p.Minion
				block := g.IsBlockCombat() && g.Action().Actor == m
				vtes.StrikeCombatEnds(func(g *vtes.Game, side int) {
					if block {
						g.AfterThisCombat(func(g *vtes.Game) {
							g.LoseBlood(m, 1)
							g.ContinueAsIfUnblocked(1)
						})
					}
				})(g, p)
			}}}})
)

// OnBlockCombat: the blocker's maneuver and its equipment ban hold in the
// combat its block started.
func TestOnBlockCombatNoEquipment(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nathaniel Bordruff", 6)
	nik := s.Ready(1, "Nik Sikko", 3)
	s.Attach(nik, "Test Bat", 0)
	s.Hand(1, "Test Wings")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nathaniel Bordruff hunts", "Block with Nik Sikko", "Play Test Wings")
	if !logged(g, "Nik Sikko blocks") {
		t.Fatal("Nik did not block")
	}
	asked(t, g, 1, "vtes.play")
	mustOffer(t, g, "maneuver")
	answer(t, g, "Pass")
	// The bat is not offered: Nik's hand strike is its only strike.
	if !logged(g, "Nathaniel Bordruff takes 1 damage") || nik.Blood != 2 {
		t.Errorf("Nik did not strike with its hand (blood %d)", nik.Blood)
	}
}

// Damage caps (§6.7 step 1): past the first damage inflicted in a round
// the rest is prevented; aggravated damage only when the cap says so.
func TestDamageCap(t *testing.T) {
	for _, tc := range []struct {
		name, card string
		claws      bool
		left       int
		torpor     bool
	}{
		{"normal damage over the cap", "Test Marble", false, 3, false},
		{"aggravated damage is not capped", "Test Marble", true, 2, true},
		{"aggravated damage capped too", "Test Granite", true, 4, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			_, cat := nathanielAttacks(s, 6, "Catalina Vega", 4)
			s.Hand(0, "Roundhouse")
			if tc.claws {
				s.Hand(0, "Test Claws")
			}
			s.Hand(1, tc.card)
			g := s.Start(0, 3, vtes.PhaseMinion)
			attack(t, g, "Catalina Vega")
			answer(t, g, "Play "+tc.card)
			if tc.claws {
				answer(t, g, "Play Test Claws")
			}
			answer(t, g, "Play Roundhouse (hand strike at +2)")
			if cat.Blood != tc.left || (cat.Zone == vtes.ZoneTorpor) != tc.torpor {
				t.Errorf("Catalina: %d blood in the %s; want %d, torpor %v", cat.Blood, cat.Zone, tc.left, tc.torpor)
			}
			if !logged(g, "is prevented (no more damage this round)") && tc.card == "Test Granite" {
				t.Error("the capped damage is not logged")
			}
		})
	}
}

// Continue as if unblocked (G00099): after the combat the bleed goes on
// with +1 stealth; the blocking Methuselah may block again with another
// minion; unblocked, the bleed succeeds.
func TestContinueAsIfUnblocked(t *testing.T) {
	s := newScenario(2)
	n := s.Ready(0, "Nathaniel Bordruff", 6)
	s.Hand(0, "Test Fog")
	s.Ready(1, "Nik Sikko", 3)
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nathaniel Bordruff bleeds", "Block with Nik Sikko")
	for g.Pending() != nil && !offered(g, "Play Test Fog") {
		answer(t, g, "Pass")
	}
	answer(t, g, "Play Test Fog")
	asked(t, g, 1, "vtes.block")
	mustOffer(t, g, "Block with Lenny Burkhead")
	mustNotOffer(t, g, "Block with Nik Sikko")
	answer(t, g, "Do not block")
	if !logged(g, "action continues as if unblocked (1 stealth)") {
		t.Error("the continuation is not logged with its +1 stealth")
	}
	if pool(g, 1) != 29 || n.Blood != 5 {
		t.Errorf("pool %d, Nathaniel %d blood; want 29 (bled for 1) and 5 (1 burned)", pool(g, 1), n.Blood)
	}
}

// §6.7 step 1, Flesh of Marble's "in a round": the cap counts the damage
// of every strike pair of the round (CombatState.Taken), so once the first
// pair inflicted 1, the additional strike's damage is all prevented.
func TestDamageCapCountsTheWholeRound(t *testing.T) {
	s := newScenario(2)
	_, cat := nathanielAttacks(s, 6, "Catalina Vega", 4)
	s.Hand(0, "Test Blur")
	s.Hand(1, "Test Marble")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Catalina Vega")
	answer(t, g, "Play Test Marble")
	for g.Pending() != nil && !offered(g, "Play Test Blur") {
		answer(t, g, g.Labels()[0])
	}
	if cat.Blood != 3 {
		t.Fatalf("Catalina has %d blood after the first pair; want 3", cat.Blood)
	}
	answer(t, g, "Play Test Blur (1 additional strike)")
	for g.Pending() != nil && g.Pending().Kind != "vtes.press" && g.Pending().Kind != "vtes.action" {
		answer(t, g, g.Labels()[0])
	}
	if cat.Blood != 3 || !logged(g, "1 damage to Catalina Vega is prevented (no more damage this round)") {
		t.Errorf("Catalina has %d blood after the additional strike; want 3, its damage prevented by the cap", cat.Blood)
	}
}
