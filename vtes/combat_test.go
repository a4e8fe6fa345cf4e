package vtes_test

import (
	"strings"
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
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 4, "Nik Sikko", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	if n.Blood != 3 || nik.Blood != 2 {
		t.Errorf("after one round of hand strikes: Nathaniel %d, Nik %d blood; want 3 and 2", n.Blood, nik.Blood)
	}
	if !nik.Locked {
		t.Error("entering combat unlocked the defender")
	}
}

// §6.4: a strike card adds to the hand strike (Roundhouse: +3 with
// superior Potence); §6.7 a vampire that cannot heal all its damage goes
// to torpor, and combat ends at once.
func TestStrikeCardAndTorpor(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 4, "Nik Sikko", 3)
	s.Hand(0, "Roundhouse")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	asked(t, g, 0, "vtes.strike")
	mustOffer(t, g, "Hand strike (1 damage)")
	answer(t, g, "Play Roundhouse (hand strike at +3)")
	inZone(t, nik, vtes.ZoneTorpor)
	if nik.Blood != 0 || n.Blood != 3 {
		t.Errorf("Nik %d blood, Nathaniel %d; 4 damage burns Nik's 3 blood, Nik's own strike still lands", nik.Blood, n.Blood)
	}
}

// §6.3: range is determined by maneuvers, the acting minion first; a
// minion cannot maneuver twice in a row; at long range a strike that is
// not ranged does nothing (§6.4); each round starts again at close range,
// where the acting minion may maneuver first again.
func TestRangeAndManeuvers(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 5, "Nik Sikko", 3)
	s.Hand(0, "Swallowed by the Night", "Swallowed by the Night", "Swallowed by the Night")
	s.Hand(1, "Resist Earth's Grasp")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")

	// Round 1: Nathaniel maneuvers to long.
	asked(t, g, 0, "vtes.play")
	if !strings.Contains(prompt(g), "range is close") {
		t.Fatalf("prompt %q, want the range step at close range", prompt(g))
	}
	answer(t, g, "Play Swallowed by the Night (maneuver)")
	// Not Nathaniel again: Nik may maneuver back to close (1 blood, and
	// he gains an optional press).
	asked(t, g, 1, "vtes.play")
	answer(t, g, "maneuver with 1 optional press")
	asked(t, g, 0, "vtes.play")
	if !strings.Contains(prompt(g), "range is close") {
		t.Fatalf("prompt %q, want close range after Nik's maneuver", prompt(g))
	}
	answer(t, g, "Play Swallowed by the Night (maneuver)")
	// Nik has no maneuver left: the range is long, and the hand strikes
	// do nothing.
	if n.Blood != 5 || nik.Blood != 2 {
		t.Fatalf("Nathaniel %d, Nik %d blood; at long range hand strikes miss (Nik paid 1 for his maneuver)", n.Blood, nik.Blood)
	}
	// Nik uses his press: a new round, at close range.
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Use an optional press")
	asked(t, g, 0, "vtes.play")
	if !strings.Contains(prompt(g), "range is close") {
		t.Fatalf("round 2 prompt %q: a round starts at close range, with the acting minion's maneuver", prompt(g))
	}
	answer(t, g, "Play Swallowed by the Night (maneuver)")
	if n.Blood != 5 || nik.Blood != 2 {
		t.Errorf("round 2 at long range: Nathaniel %d, Nik %d blood; nothing should land", n.Blood, nik.Blood)
	}
}

// §6.4: a ranged strike works at long range; a hand strike does not.
func TestRangedStrikeAtLongRange(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 5, "Nik Sikko", 3)
	s.Attach(nik, "Test Pistol", 0)
	s.Hand(0, "Swallowed by the Night")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Swallowed by the Night (maneuver)")
	asked(t, g, 1, "vtes.strike")
	answer(t, g, "Test Pistol: strike: 2R damage")
	if n.Blood != 3 || nik.Blood != 3 {
		t.Errorf("Nathaniel %d, Nik %d blood; want 3 (2R from the pistol) and 3 (hand strike at long range misses)", n.Blood, nik.Blood)
	}
}

// §6.4: a dodge protects the dodger from the opposing strike and deals no
// damage. Flávio Gonçalves may strike: dodge once each combat; §6.6 a
// press starts a new round, in which his dodge is spent.
func TestDodgeOncePerCombat(t *testing.T) {
	s := newScenario(2)
	flavio := s.Ready(0, "Flávio Gonçalves", 5)
	s.Hand(0, "Resist Earth's Grasp")
	dowager := s.Ready(1, "The Dowager", 4)
	s.Hand(1, "Roundhouse")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Flávio Gonçalves bleeds", "Block with The Dowager")
	asked(t, g, 0, "vtes.bid") // Resist Earth's Grasp could add stealth
	answer(t, g, "Pass")
	asked(t, g, 0, "vtes.play") // or maneuver
	answer(t, g, "Pass")
	asked(t, g, 0, "vtes.strike")
	answer(t, g, "Flávio Gonçalves: dodge")
	asked(t, g, 1, "vtes.strike")
	answer(t, g, "Play Roundhouse (hand strike at +2)")
	if flavio.Blood != 5 || dowager.Blood != 4 {
		t.Fatalf("after the dodge: Flávio %d, the Dowager %d blood; nobody takes damage", flavio.Blood, dowager.Blood)
	}
	asked(t, g, 0, "vtes.play")
	answer(t, g, "Play Resist Earth's Grasp (press)")
	// Round 2: with the dodge spent, Flávio has only his hand strike left,
	// so nothing is asked and both hand strikes land.
	if flavio.Blood != 3 || dowager.Blood != 3 {
		t.Errorf("after round 2: Flávio %d (1 for the press, 1 damage), the Dowager %d blood; want 3 and 3", flavio.Blood, dowager.Blood)
	}
}

// §6.4: "combat ends" resolves before any damage: Majesty stops the
// Roundhouse; only Majesty's cost is paid.
func TestCombatEndsBeforeDamage(t *testing.T) {
	s := newScenario(2)
	n, mk := nathanielAttacks(s, 4, "Mkhokheli", 3)
	s.Hand(0, "Roundhouse")
	s.Hand(1, "Majesty")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Mkhokheli")
	answer(t, g, "Play Roundhouse (hand strike at +3)")
	asked(t, g, 1, "vtes.strike")
	answer(t, g, "Play Majesty (combat ends)")
	if n.Blood != 4 || mk.Blood != 2 || mk.Zone != vtes.ZoneReady {
		t.Errorf("Nathaniel %d, Mkhokheli %d blood (%s); want 4 and 2 (Majesty's cost), no damage", n.Blood, mk.Blood, mk.Zone)
	}
}

// §6.6: presses work like maneuvers: a press to continue when none
// stands, a press to cancel when one does; no minion presses twice in a
// row; a standing press starts a new round.
func TestPressesAlternate(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Resist Earth's Grasp", "Resist Earth's Grasp")
	carmelita := s.Ready(1, "Carmelita Neillson", 5)
	s.Hand(1, "Resist Earth's Grasp")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Carmelita Neillson") // 0 intercept blocks 0 stealth
	answer(t, g, "Pass", "Pass")                                      // no maneuvers
	asked(t, g, 0, "vtes.play")
	if !strings.Contains(prompt(g), "Press to continue") {
		t.Fatalf("prompt %q, want the press step", prompt(g))
	}
	answer(t, g, "Play Resist Earth's Grasp (press)")
	asked(t, g, 1, "vtes.play") // not Nik twice in a row
	if !strings.Contains(prompt(g), "A press stands") {
		t.Fatalf("prompt %q, want Carmelita offered to cancel the press", prompt(g))
	}
	answer(t, g, "Play Resist Earth's Grasp (press)")
	asked(t, g, 0, "vtes.play")
	if !strings.Contains(prompt(g), "Press to continue") {
		t.Fatalf("prompt %q: the press was cancelled, Nik may press again", prompt(g))
	}
	answer(t, g, "Play Resist Earth's Grasp (press)")
	// Carmelita has no press left: round 2 is fought with hand strikes.
	if nik.Blood != 0 || carmelita.Blood != 2 {
		t.Errorf("Nik %d, Carmelita %d blood; want 0 (1 damage, 2 presses) and 2 (2 rounds, 1 press)", nik.Blood, carmelita.Blood)
	}
	if !logged(g, "Nik Sikko takes 1 damage") {
		t.Error("no damage logged")
	}
}

// §14 C32: the end-of-round step happens even when the combat ended
// early: Nathaniel sends Nik to torpor, and still drinks with Taste of
// Vitae the blood Nik lost this round.
func TestEndOfRoundAfterCombatEnded(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 4, "Nik Sikko", 3)
	s.Hand(0, "Roundhouse", "Taste of Vitae")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Roundhouse (hand strike at +3)")
	inZone(t, nik, vtes.ZoneTorpor)
	asked(t, g, 0, "vtes.play")
	if !strings.Contains(prompt(g), "end of round") {
		t.Fatalf("prompt %q, want the end-of-round step", prompt(g))
	}
	answer(t, g, "Play Taste of Vitae")
	if n.Blood != 6 { // 4 − 1 (Nik's strike) + 3
		t.Errorf("Nathaniel has %d blood, want 6", n.Blood)
	}
}

// §6.4: when only hand strikes may be used this round (Immortal Grapple),
// a strike card whose strike is a hand strike still may; others, and
// weapons, may not.
func TestOnlyHandStrikes(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 5, "Nik Sikko", 3)
	s.Hand(0, "Immortal Grapple")
	s.Hand(1, "Test Haymaker", "Test Thrown Knife")
	s.Attach(nik, "Test Pistol", 0)
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Immortal Grapple (only hand strikes this round)")
	asked(t, g, 1, "vtes.strike")
	mustOffer(t, g, "Play Test Haymaker")
	mustNotOffer(t, g, "Test Thrown Knife")
	mustNotOffer(t, g, "Test Pistol")
	answer(t, g, "Play Test Haymaker")
	if n.Blood != 3 {
		t.Errorf("Nathaniel has %d blood; the Haymaker hits for 2", n.Blood)
	}
}

// §6.6: an optional press from a combat card is for its round only;
// unused, it is lost at the end of the round.
func TestOptionalPressLastsTheRound(t *testing.T) {
	s := newScenario(2)
	nathanielAttacks(s, 6, "Nik Sikko", 3)
	s.Hand(0, "Immortal Grapple")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Immortal Grapple (only hand strikes, 1 optional press")
	asked(t, g, 0, "vtes.play")
	mustOffer(t, g, "Use an optional press (1 left)")
	answer(t, g, "Use an optional press")
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
