package vtes_test

// "Cannot strike" restrictions (strikebans.go, rules/vtes.md §6.4): by a
// card in play on the opposing minion, for a round, for the first round
// of an action's combat, and a strike made illegal after it was chosen.

import (
	"testing"

	"kindred/vtes"
)

var (
	// A retainer: minions in combat with its employer cannot strike:
	// combat ends (Dog Pack).
	_ = fixture(&vtes.CardDef{ID: 990300, Name: "Test Hound", Types: vtes.Retainer, Animal: true, Life: 1,
		Static: vtes.Static{OpponentStrikeBan: func(*vtes.Game, *vtes.Card, *vtes.Card) vtes.StrikeKind { return vtes.CombatEndsStrike }}})
	// Strike cards: combat ends, and combat ends with an optional
	// maneuver (chosen while range is determined, §6.3).
	_ = fixture(&vtes.CardDef{ID: 990301, Name: "Test Escape", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, StrikeKind: vtes.CombatEndsStrike, Label: "combat ends", Resolve: vtes.StrikeCombatEnds(nil)}}})
	_ = fixture(&vtes.CardDef{ID: 990302, Name: "Test Fade Away", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, StrikeKind: vtes.CombatEndsStrike, Maneuver: true, Label: "combat ends, maneuver", Resolve: vtes.StrikeCombatEnds(nil)}}})
	// Combat cards before strikes: the opposing minion cannot strike
	// this round; cannot strike: combat ends this round.
	_ = combatCard(990303, "Test Glare", vtes.StepBeforeStrikes, "the opponent cannot strike this round", vtes.BanOpponentStrikes(vtes.AnyStrike, true))
	_ = combatCard(990304, "Test Pin", vtes.StepBeforeStrikes, "the opponent cannot strike: combat ends this round", vtes.BanOpponentStrikes(vtes.CombatEndsStrike, true))
	// An action: enter combat with a minion, who cannot strike: combat
	// ends during the first round (Hunter's Mark).
	_ = fixture(&vtes.CardDef{ID: 990305, Name: "Test Ambuscade", Types: vtes.Action,
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, Label: "enter combat",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.FightWith(p.Minion, p.Target, func(cs *vtes.CombatState) { cs.RoundBans[1] |= vtes.CombatEndsStrike })
			}}}})
)

// A card in play on the opposing minion bars a kind of strike: the barred
// strike card is not offered; the others are.
func TestStrikeBanByCardInPlay(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
	s.Attach(n, "Test Hound", 1)
	s.Hand(1, "Test Escape", "Test Thrown Knife")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	asked(t, g, 1, "vtes.strike")
	mustNotOffer(t, g, "Test Escape")
	mustOffer(t, g, "Test Thrown Knife")
	mustOffer(t, g, "Hand strike")
	answer(t, g, "Play Test Thrown Knife")
	if n.Blood != 4 || nik.Blood != 2 {
		t.Errorf("Nathaniel %d, Nik %d blood; want 4 and 2", n.Blood, nik.Blood)
	}
}

// "Cannot strike" this round: no strike at all, not even a hand strike;
// the ban ends with the round.
func TestStrikeBanForARound(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
	s.Hand(0, "Test Glare", "Test Pursuit")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Glare")
	if n.Blood != 6 || nik.Blood != 2 {
		t.Fatalf("round 1: Nathaniel %d, Nik %d blood; want 6 (Nik cannot strike) and 2", n.Blood, nik.Blood)
	}
	if !logged(g, "Nik Sikko cannot strike and does not strike") {
		t.Error("the missing strike is not logged")
	}
	answer(t, g, "Play Test Pursuit")
	if n.Blood != 5 || nik.Blood != 1 {
		t.Errorf("round 2: Nathaniel %d, Nik %d blood; want 5 (Nik strikes again) and 1", n.Blood, nik.Blood)
	}
}

// A strike chosen before the ban arose has no effect when the strikes
// resolve ([ANK 20190412] on Dog Pack): the combat-ends strike chosen
// with a maneuver is barred before strikes, and the combat goes on.
func TestStrikeBanAfterTheStrikeIsChosen(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
	s.Hand(0, "Test Pin")
	s.Hand(1, "Test Fade Away")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Fade Away")
	answer(t, g, "Play Test Pin")
	if !logged(g, "Nik Sikko cannot use that strike: it has no effect") {
		t.Error("the barred strike is not logged")
	}
	if logged(g, "ends the combat") || !logged(g, "Nathaniel Bordruff's strike has no effect at long range") {
		t.Error("the barred combat-ends strike ended the combat before Nathaniel's strike resolved")
	}
	if n.Blood != 6 || nik.Blood != 3 {
		t.Errorf("Nathaniel %d, Nik %d blood; want 6 and 3 (long range)", n.Blood, nik.Blood)
	}
}

// FightWith: a ban set up before the first round lasts that round only.
func TestFightWithFirstRoundBan(t *testing.T) {
	s := newScenario(2)
	n := s.Ready(0, "Nathaniel Bordruff", 6)
	s.Hand(0, "Test Ambuscade", "Test Pursuit")
	nik := s.Ready(1, "Nik Sikko", 3)
	s.Hand(1, "Test Escape", "Test Escape")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Test Ambuscade", "Do not block")
	// Round 1: Test Escape is barred, so Nik's hand strike is its only
	// strike and is not asked for.
	answer(t, g, "Play Test Pursuit")
	if n.Blood != 5 || nik.Blood != 2 {
		t.Fatalf("round 1: Nathaniel %d, Nik %d blood; want 5 and 2", n.Blood, nik.Blood)
	}
	asked(t, g, 1, "vtes.strike")
	mustOffer(t, g, "Test Escape")
}
