package vtes_test

// Round-by-round combat effects (combatrounds.go; rules/vtes.md §6, §14
// C32; ruling groups G00127, G00141, G00142, G00145).

import (
	"testing"

	"kindred/vtes"
)

var (
	// Before range: set long range, and commit to the minion's gun
	// (Sniper Rifle).
	_ = fixture(&vtes.CardDef{ID: 990940, Name: "Test Spotter", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Label: "long range, gun strike", Legal: vtes.RangeOpen,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.SetRange(p.Minion, true)
				for _, id := range p.Minion.Attached {
					if w := g.Card(id); vtes.IsWeapon(w) {
						g.CommitStrike(p.Minion, w)
					}
				}
			}}}})
	// A press to continue giving a maneuver next round (Telepathic
	// Tracking).
	_ = fixture(&vtes.CardDef{ID: 990941, Name: "Test Tracker", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepPress, Label: "press, a maneuver next round", Legal: vtes.CanPressNow,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Press(p.Minion); g.ManeuverNextRound(p.Minion) }}}})
	// When combat would end, a new round (Telepathic Tracking superior).
	_ = fixture(&vtes.CardDef{ID: 990942, Name: "Test Encore", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound, Label: "a new round", Legal: vtes.CombatWouldEnd,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.StartNewRound() }}}})
	// A hand strike after which weapons deal no damage and Fortitude
	// prevents nothing this round (Blood Fury).
	_ = fixture(&vtes.CardDef{ID: 990943, Name: "Test Fury Fist", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Label: "hand strike, weapons void",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.SetStrike(p.Minion, vtes.Strike{Label: "fury", Hand: true, Damage: 2, Effect: func(g *vtes.Game, side int) {
					g.NoWeaponDamageThisRound(1 - side)
					g.NoPreventionBy(1-side, vtes.Fortitude)
				}})
			}}}})
	// +1 intercept, and 1 damage prevented in the first round if blocking
	// (Precognition).
	_ = fixture(&vtes.CardDef{ID: 990944, Name: "Test Foresight", Types: vtes.Reaction,
		Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt, Label: "+1 intercept, prevent 1 in round 1", Legal: vtes.Blocking,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddIntercept(1).Resolve(g, p)
				a := g.Action()
				a.PreventFirstRoundOnBlock = append(a.PreventFirstRoundOnBlock, vtes.Bonus{Minion: p.Minion, N: 1})
			}}}})
)

// G00127: a range set before range is determined skips the maneuvers; the
// committed weapon is the minion's strike.
func TestSetRange(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 5, "Nik Sikko", 3)
	s.Attach(nik, "Test Pistol", 0)
	s.Hand(0, "Swallowed by the Night")
	s.Hand(1, "Test Spotter")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Spotter")
	if !logged(g, "Nik Sikko sets the range to long") {
		t.Fatal("the range is set")
	}
	// No maneuver asked of Nathaniel; Nik's strike is its pistol.
	if n.Blood != 3 || nik.Blood != 3 {
		t.Errorf("Nathaniel %d, Nik %d blood; want 3 (the pistol's 2R) and 3 (a hand strike misses at long range)", n.Blood, nik.Blood)
	}
}

// A maneuver for the next round only, if there is one; a new round when
// combat would end.
func TestRoundManeuverAndNewRound(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 6, "Nik Sikko", 5)
	s.Hand(0, "Test Tracker", "Test Encore")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Tracker")
	asked(t, g, 0, "vtes.play") // round 2, determine range
	answer(t, g, "Use an optional maneuver (1 left)")
	// Round 2 at long range: no damage; at its end the combat would end.
	answer(t, g, "Play Test Encore")
	if !logged(g, "a new round starts") {
		t.Fatal("Test Encore starts a new round")
	}
	// Rounds 1 and 3 at close range land 1 each; round 2 at long range none.
	if n.Blood != 4 || nik.Blood != 3 {
		t.Errorf("Nathaniel %d, Nik %d blood after three rounds; want 4 and 3", n.Blood, nik.Blood)
	}
}

// Blood Fury's clauses: weapon strikes of the opponent inflict no damage
// this round, and no Fortitude prevention (G00141).
func TestNoWeaponDamageNoFortitudePrevention(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 5, "Nik Sikko", 3)
	s.Attach(nik, "Test Pistol", 0)
	s.Hand(0, "Test Fury Fist")
	s.Hand(1, "Test Stone Skin")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Fury Fist")
	answer(t, g, "Test Pistol: strike: 2R damage")
	if n.Blood != 5 {
		t.Errorf("Nathaniel %d blood: the pistol should inflict no damage", n.Blood)
	}
	if nik.Blood != 1 {
		t.Errorf("Nik Sikko %d blood: 2 damage, no Fortitude prevention; want 1", nik.Blood)
	}
	if !logged(g, "Nik Sikko's weapon strike inflicts no damage") {
		t.Error("the void strike is logged")
	}
}

// The first-round prevention of a blocker: used in round 1, gone in
// round 2.
func TestFirstRoundPrevention(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nathaniel Bordruff", 5)
	nik := s.Ready(1, "Nik Sikko", 5)
	s.Hand(0, "Test Tracker")
	s.Hand(1, "Test Foresight")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nathaniel Bordruff hunts", "Block with Nik Sikko", "Play Test Foresight")
	if !logged(g, "Nik Sikko blocks") {
		t.Fatal("Nik blocks")
	}
	answer(t, g, "Play Test Tracker")
	for g.Pending() != nil && g.Pending().Kind != "vtes.minion" {
		answer(t, g, "Pass")
	}
	if nik.Blood != 4 {
		t.Errorf("Nik Sikko %d blood: 1 damage prevented in round 1, 1 taken in round 2; want 4", nik.Blood)
	}
}
