package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// Nathaniel Bordruff's text gives him a directed action: enter combat with
// a locked vampire. With the defender's minions all locked nobody can
// block, so the action goes straight to combat: Nathaniel is the acting
// minion (side 0), the target its opponent.
func nathanielAttacks(s *vtes.Scenario, nathanielBlood int, target string, targetBlood int) (*vtes.Card, *vtes.Card) {
	n := s.Ready(0, "Nathaniel Bordruff", nathanielBlood)
	v := s.Ready(1, target, targetBlood)
	v.Locked = true
	return n, v
}

func attack(t *testing.T, g *vtes.Game, target string) {
	t.Helper()
	answer(t, g, "enter combat with a locked vampire → "+target)
}

// prompt returns the pending decision's prompt.
func prompt(g *vtes.Game) string { return g.Pending().Prompt.String() }

// §6.4: with no card played, each combatant strikes with its hand for its
// strength, 1 for a vampire; strikes are simultaneous; combat ends after
// the round when nobody presses (§6.6).
func TestHandStrikesForStrength(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nathaniel Bordruff blood 4
		ready 2: Nik Sikko blood 3 locked
		> enter combat with a locked vampire → Nik Sikko
		= ready: Nathaniel Bordruff blood 3, Nik Sikko blood 2 locked`) // entering combat does not unlock the defender
}

// §6.4: a strike card adds to the hand strike (Roundhouse: +3 with
// superior Potence); §6.7 a vampire that cannot heal all its damage goes
// to torpor, and combat ends at once.
func TestStrikeCardAndTorpor(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nathaniel Bordruff blood 4
		hand 1: Roundhouse
		ready 2: Nik Sikko blood 3 locked
		> enter combat with a locked vampire → Nik Sikko
		= asked: seat 1 vtes.strike
		= offered: Hand strike (1 damage)
		> Play Roundhouse (hand strike at +3)
		= torpor: Nik Sikko blood 0
		= ready: Nathaniel Bordruff blood 3`) // 4 damage burns Nik's 3 blood, Nik's own strike still lands
}

// §6.3: range is determined by maneuvers, the acting minion first; a
// minion cannot maneuver twice in a row; at long range a strike that is
// not ranged does nothing (§6.4); each round starts again at close range,
// where the acting minion may maneuver first again.
func TestRangeAndManeuvers(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nathaniel Bordruff blood 5
		hand 1: Swallowed by the Night x3
		ready 2: Nik Sikko blood 3 locked
		hand 2: Resist Earth's Grasp
		> enter combat with a locked vampire → Nik Sikko
		# Round 1: Nathaniel maneuvers to long.
		= asked: seat 1 vtes.play
		= prompt: range is close
		> Play Swallowed by the Night (maneuver)
		# Not Nathaniel again: Nik may maneuver back to close (1 blood,
		# and he gains an optional press).
		= asked: seat 2 vtes.play
		> maneuver with 1 optional press
		= asked: seat 1 vtes.play
		= prompt: range is close
		> Play Swallowed by the Night (maneuver)
		# Nik has no maneuver left: the range is long, and the hand
		# strikes do nothing (Nik paid 1 for his maneuver).
		= ready: Nathaniel Bordruff blood 5, Nik Sikko blood 2
		# Nik uses his press: a new round, at close range, with the
		# acting minion's maneuver.
		= asked: seat 2 vtes.play
		> Use an optional press
		= asked: seat 1 vtes.play
		= prompt: range is close
		> Play Swallowed by the Night (maneuver)
		= ready: Nathaniel Bordruff blood 5, Nik Sikko blood 2`) // round 2 at long range: nothing lands
}

// §6.4: a ranged strike works at long range; a hand strike does not.
func TestRangedStrikeAtLongRange(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nathaniel Bordruff blood 5
		hand 1: Swallowed by the Night
		ready 2: Nik Sikko blood 3 locked; attached: Test Pistol
		> enter combat with a locked vampire → Nik Sikko
		> Play Swallowed by the Night (maneuver)
		= asked: seat 2 vtes.strike
		> Test Pistol: strike: 2R damage
		= ready: Nathaniel Bordruff blood 3, Nik Sikko blood 3`) // 2R from the pistol; the hand strike at long range misses
}

// §6.4: a dodge protects the dodger from the opposing strike and deals no
// damage. Flávio Gonçalves may strike: dodge once each combat; §6.6 a
// press starts a new round, in which his dodge is spent.
func TestDodgeOncePerCombat(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Flávio Gonçalves blood 5
		hand 1: Resist Earth's Grasp
		ready 2: The Dowager blood 4
		hand 2: Roundhouse
		> Flávio Gonçalves bleeds
		> Block with The Dowager
		= asked: seat 1 vtes.bid
		> Pass
		= asked: seat 1 vtes.play
		> Pass
		= asked: seat 1 vtes.strike
		> Flávio Gonçalves: dodge
		= asked: seat 2 vtes.strike
		> Play Roundhouse (hand strike at +2)
		= ready: Flávio Gonçalves blood 5, The Dowager blood 4
		= asked: seat 1 vtes.play
		> Play Resist Earth's Grasp (press)
		# Round 2: with the dodge spent, Flávio has only his hand strike
		# left, so nothing is asked and both hand strikes land.
		= ready: Flávio Gonçalves blood 3, The Dowager blood 3`) // Resist Earth's Grasp could add stealth, or maneuver; 1 for the press, 1 damage
}

// §6.4: "combat ends" resolves before any damage: Majesty stops the
// Roundhouse; only Majesty's cost is paid.
func TestCombatEndsBeforeDamage(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nathaniel Bordruff blood 4
		hand 1: Roundhouse
		ready 2: Mkhokheli blood 3 locked
		hand 2: Majesty
		> enter combat with a locked vampire → Mkhokheli
		> Play Roundhouse (hand strike at +3)
		= asked: seat 2 vtes.strike
		> Play Majesty (combat ends)
		= ready: Nathaniel Bordruff blood 4, Mkhokheli blood 2`) // Majesty's cost, no damage
}

// §6.6: presses work like maneuvers: a press to continue when none
// stands, a press to cancel when one does; no minion presses twice in a
// row; a standing press starts a new round.
func TestPressesAlternate(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nik Sikko blood 3
		hand 1: Resist Earth's Grasp x2
		ready 2: Carmelita Neillson blood 5
		hand 2: Resist Earth's Grasp
		> Nik Sikko bleeds
		> Block with Carmelita Neillson
		> Pass
		> Pass
		= asked: seat 1 vtes.play
		= prompt: Press to continue
		> Play Resist Earth's Grasp (press)
		= asked: seat 2 vtes.play
		= prompt: A press stands
		> Play Resist Earth's Grasp (press)
		= asked: seat 1 vtes.play
		= prompt: Press to continue
		> Play Resist Earth's Grasp (press)
		= torpor: Nik Sikko blood 0
		= ready: Carmelita Neillson blood 2
		= logged: Nik Sikko takes 1 damage`) // 0 intercept blocks 0 stealth; no maneuvers; not Nik twice in a row; the press cancelled, Nik may press again; Carmelita has no press left: round 2 with hand strikes
}

// §14 C32: the end-of-round step happens even when the combat ended
// early: Nathaniel sends Nik to torpor, and still drinks with Taste of
// Vitae the blood Nik lost this round.
func TestEndOfRoundAfterCombatEnded(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nathaniel Bordruff blood 4
		hand 1: Roundhouse, Taste of Vitae
		ready 2: Nik Sikko blood 3 locked
		> enter combat with a locked vampire → Nik Sikko
		> Play Roundhouse (hand strike at +3)
		= torpor: Nik Sikko
		= asked: seat 1 vtes.play
		= prompt: end of round
		> Play Taste of Vitae
		= ready: Nathaniel Bordruff blood 6`) // 4 − 1 (Nik's strike) + 3
}

// §6.4: when only hand strikes may be used this round (Immortal Grapple),
// a strike card whose strike is a hand strike still may; others, and
// weapons, may not.
func TestOnlyHandStrikes(t *testing.T) {
	startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nathaniel Bordruff blood 5
		hand 1: Immortal Grapple
		ready 2: Nik Sikko blood 3 locked; attached: Test Pistol
		hand 2: Test Haymaker, Test Thrown Knife
		> enter combat with a locked vampire → Nik Sikko
		> Play Immortal Grapple (only hand strikes this round)
		= asked: seat 2 vtes.strike
		= offered: Play Test Haymaker
		= not offered: Test Thrown Knife
		= not offered: Test Pistol
		> Play Test Haymaker
		= ready: Nathaniel Bordruff blood 3`) // the Haymaker hits for 2
}

// §6.6: an optional press from a combat card is for its round only;
// unused, it is lost at the end of the round.
func TestOptionalPressLastsTheRound(t *testing.T) {
	g := startPosition(t, `turn 3 phase minion active 1 seats 2 last
		ready 1: Nathaniel Bordruff blood 6
		hand 1: Immortal Grapple
		ready 2: Nik Sikko blood 3 locked
		> enter combat with a locked vampire → Nik Sikko
		> Play Immortal Grapple (only hand strikes, 1 optional press
		= asked: seat 1 vtes.play
		= offered: Use an optional press (1 left)
		> Use an optional press`)
	// Round 2 (close range, Grapple's superior effect): no press left.
	if g.Pending() != nil && offered(g, "optional press") {
		t.Errorf("the optional press of round 1 is offered again: %q", g.Labels())
	}
}

// A combat card played by a minion not involved in the combat (§14 C33).
var outsideShot *vtes.Card

var _ = fixture(&vtes.CardDef{ID: 992201, Name: "Test Sniper", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Outside: true, Step: vtes.StepBeforeRange,
		Label: "a shot from outside the combat", Resolve: func(g *vtes.Game, p *vtes.Play) { outsideShot = p.Minion }}}})

// §14 C33: only the combatants play combat cards, but a combat card that
// says it is played by a minion not involved in the combat may come from a
// minion of any Methuselah.
func TestCombatCardFromOutsideTheCombat(t *testing.T) {
	s := newScenario(3)
	nathanielAttacks(s, 4, "Nik Sikko", 3)
	lenny := s.Ready(2, "Lenny Burkhead", 3)
	s.Hand(2, "Test Sniper", "Test Last Word")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	asked(t, g, 2, "vtes.play")
	mustNotOffer(t, g, "Test Last Word") // a combat card for combatants only
	answer(t, g, "Test Sniper")
	if outsideShot != lenny {
		t.Errorf("the outside card was played by %v, want Lenny Burkhead", outsideShot)
	}
}
