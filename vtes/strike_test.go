package vtes_test

// Strikes (rules/vtes.md §6.3–§6.5, §6.7, §6.8, §14 C34, C35): weapons,
// first strike, additional strikes, steal blood, equipment strikes,
// strikes at retainers, hand damage, aggravated damage and immunity.
// New Blood prints none of these, so the cards are fixtures with the
// facts each rule needs.

import (
	"testing"

	"kindred/vtes"
)

var (
	// Weapons (§6.4): a gun with an optional maneuver each combat, a
	// melee weapon doing strength+1, a torch doing aggravated damage.
	_ = fixture(&vtes.CardDef{ID: 990200, Name: "Test Magnum", Types: vtes.Equipment,
		Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "strike: 2R damage", Damage: 2, Ranged: true, Maneuver: true}}})
	_ = fixture(&vtes.CardDef{ID: 990201, Name: "Test Bat", Types: vtes.Equipment,
		Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "strength+1 damage", Damage: 1, PlusStrength: true}}})
	_ = fixture(&vtes.CardDef{ID: 990202, Name: "Test Torch", Types: vtes.Equipment,
		Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "1 aggravated damage", Damage: 1, Aggravated: true}}})

	// Strike cards.
	_ = strikeCard(990210, "Test Quick Jab", vtes.Strike{Label: "first strike: 4 damage", Damage: 4, FirstStrike: true})
	_ = strikeCard(990211, "Test Quick Disarm", vtes.Strike{Label: "first strike: destroy a weapon", FirstStrike: true, DestroyEquipment: true, WeaponOnly: true})
	_ = strikeCard(990212, "Test Smash", vtes.Strike{Label: "destroy equipment", DestroyEquipment: true})
	_ = strikeCard(990213, "Test Snatch", vtes.Strike{Label: "steal equipment", StealEquipment: true})
	_ = strikeCard(990214, "Test Theft", vtes.Strike{Label: "ranged: steal 2 blood", Ranged: true, StealBlood: 2})
	_ = strikeCard(990215, "Test Sidestep", vtes.Strike{Label: "dodge", Dodge: true})
	// A strike card with an optional maneuver (§6.3).
	_ = fixture(&vtes.CardDef{ID: 990216, Name: "Test Hurl", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Maneuver: true, Label: "2R damage, optional maneuver",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "2R damage", Damage: 2, Ranged: true})}}})

	// Additional strikes (§6.5), "limited": 1, or 2 with superior
	// Celerity.
	_ = fixture(&vtes.CardDef{ID: 990220, Name: "Test Blur", Types: vtes.Combat,
		Modes: []vtes.Mode{
			{Kind: vtes.PlayCombat, Step: vtes.StepAdditionalStrikes, Label: "1 additional strike", Legal: vtes.CanGainStrikes, Resolve: vtes.AdditionalStrikes(1).Resolve},
			{Kind: vtes.PlayCombat, Disc: vtes.Celerity, Level: vtes.Superior, Step: vtes.StepAdditionalStrikes, Label: "2 additional strikes", Legal: vtes.CanGainStrikes, Resolve: vtes.AdditionalStrikes(2).Resolve},
		}})

	// Combat cards played before strikes: +1 hand damage, aggravated
	// hand strikes, immunity to strike damage; before range, 1
	// environmental damage each round; and a press.
	_ = combatCard(990230, "Test Brawn", vtes.StepBeforeStrikes, "+1 hand damage", vtes.AddHandDamage(1))
	_ = combatCard(990231, "Test Claws", vtes.StepBeforeStrikes, "aggravated hand strikes", vtes.AggravatedHandStrikes)
	_ = combatCard(990232, "Test Mist Form", vtes.StepBeforeStrikes, "immune to strike damage", vtes.ImmuneThisRound(vtes.ImmuneToStrikes))
	_ = combatCard(990235, "Test Iron Hide", vtes.StepBeforeStrikes, "immune to environmental damage", vtes.ImmuneThisRound(vtes.ImmuneToEnvironment))
	_ = combatCard(990233, "Test Crows", vtes.StepBeforeRange, "1 environmental damage each round", vtes.EnvDamageToOpponent(1))
	_ = fixture(&vtes.CardDef{ID: 990234, Name: "Test Pursuit", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepPress, Label: "press", Legal: vtes.CanPressNow, Resolve: vtes.PressNow}}})

	// An ally with 2 life and strength 1 (§6.9).
	_ = fixture(&vtes.CardDef{ID: 990240, Name: "Test Mage", Types: vtes.Ally, Life: 2, Strength: 1})
)

func strikeCard(id int, name string, s vtes.Strike) *vtes.CardDef {
	return fixture(&vtes.CardDef{ID: id, Name: name, Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Label: s.Label, Resolve: vtes.StrikeWith(s)}}})
}

func combatCard(id int, name string, step vtes.Step, label string, effect func(*vtes.Game, *vtes.Play)) *vtes.CardDef {
	return fixture(&vtes.CardDef{ID: id, Name: name, Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: step, Label: label, Legal: vtes.InCombat, Resolve: effect}}})
}

// §6.4: a weapon the minion carries is one of its strike options; a melee
// weapon's "strength+1" is the minion's strength plus 1. At long range a
// weapon strike works only if it is ranged.
func TestWeaponStrikes(t *testing.T) {
	t.Run("a melee weapon at close range", func(t *testing.T) {
		s := newScenario(2)
		n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
		s.Attach(nik, "Test Bat", 0)
		s.Attach(nik, "Test Pistol", 0)
		g := s.Start(0, 3, vtes.PhaseMinion)
		attack(t, g, "Nik Sikko")
		asked(t, g, 1, "vtes.strike")
		mustOffer(t, g, "Hand strike (1 damage)")
		mustOffer(t, g, "Test Pistol: strike: 2R damage")
		answer(t, g, "Test Bat: strength+1 damage")
		if n.Blood != 4 || nik.Blood != 2 {
			t.Errorf("Nathaniel %d, Nik %d blood; want 4 (the bat: 1+1) and 2", n.Blood, nik.Blood)
		}
	})
	t.Run("a melee weapon at long range", func(t *testing.T) {
		s := newScenario(2)
		n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
		s.Attach(nik, "Test Bat", 0)
		s.Hand(0, "Swallowed by the Night")
		g := s.Start(0, 3, vtes.PhaseMinion)
		attack(t, g, "Nik Sikko")
		answer(t, g, "Play Swallowed by the Night (maneuver)")
		answer(t, g, "Test Bat: strength+1 damage")
		if n.Blood != 6 || nik.Blood != 3 {
			t.Errorf("Nathaniel %d, Nik %d blood; at long range neither the bat nor a hand strike lands", n.Blood, nik.Blood)
		}
		if !logged(g, "Nik Sikko's strike has no effect at long range") {
			t.Error("the bat's miss is not logged")
		}
	})
}

// §6.3: a weapon's optional maneuver (once each combat) is a strike
// choice: it commits the minion to that weapon's strike this round, so it
// cannot maneuver again with another weapon or strike card that round; a
// maneuver card still may. The committed strike is not asked for.
func TestWeaponManeuverCommitsToItsStrike(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
	s.Hand(0, "Swallowed by the Night")
	s.Attach(nik, "Test Magnum", 0)
	hurl := s.Hand(1, "Test Hurl", "Resist Earth's Grasp")[0]
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")

	// Round 1: Nathaniel passes; Nik maneuvers to long with the Magnum.
	asked(t, g, 0, "vtes.play")
	answer(t, g, "Pass")
	asked(t, g, 1, "vtes.play")
	mustOffer(t, g, "Play Test Hurl (2R damage, optional maneuver) with Nik Sikko, maneuvering now")
	answer(t, g, "Maneuver with Test Magnum")
	answer(t, g, "Play Swallowed by the Night (maneuver)") // back to close
	asked(t, g, 1, "vtes.play")
	mustNotOffer(t, g, "Test Hurl")              // committed to the Magnum
	mustOffer(t, g, "Play Resist Earth's Grasp") // a maneuver card is no strike
	answer(t, g, "Pass")
	// Nik's strike is the Magnum's, unasked; at close range it works too.
	if n.Blood != 4 || nik.Blood != 2 {
		t.Fatalf("Nathaniel %d, Nik %d blood; want 4 (2R from the Magnum) and 2", n.Blood, nik.Blood)
	}
	if !logged(g, "Nik Sikko strikes with Test Magnum") {
		t.Error("the committed strike is not logged")
	}
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Play Resist Earth's Grasp (press)")

	// Round 2: the Magnum's maneuver is spent for this combat.
	asked(t, g, 1, "vtes.play")
	mustNotOffer(t, g, "Maneuver with Test Magnum")
	mustOffer(t, g, "Test Hurl")
	answer(t, g, "Pass")
	asked(t, g, 1, "vtes.strike")
	answer(t, g, "Test Magnum: strike: 2R damage")
	if n.Blood != 2 || nik.Blood != 0 || nik.Zone != vtes.ZoneReady {
		t.Errorf("Nathaniel %d, Nik %d blood (%s); want 2 and 0, ready", n.Blood, nik.Blood, nik.Zone)
	}
	if hurl.Zone != vtes.ZoneHand {
		t.Errorf("Test Hurl is in the %s; it was never played", hurl.Zone)
	}
}

// §6.3: a strike card with a maneuver may be played while range is
// determined: the minion maneuvers, and the card is its strike this round.
func TestStrikeCardManeuver(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
	hurl := s.Hand(1, "Test Hurl")[0]
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Play Test Hurl (2R damage, optional maneuver) with Nik Sikko, maneuvering now")
	// Long range: Nik is not asked for a strike; Nathaniel's hand misses.
	if n.Blood != 4 || nik.Blood != 3 {
		t.Errorf("Nathaniel %d, Nik %d blood; want 4 (2R) and 3", n.Blood, nik.Blood)
	}
	inZone(t, hurl, vtes.ZoneAsh)
}

// §6.4 tier 3: a first strike resolves before the normal strikes. If it
// sends the opponent to torpor, or takes away the weapon it strikes with,
// the opponent's strike does not resolve. Two first strikes are
// simultaneous; a dodge stops a first strike too. A normal strike that
// destroys a weapon does not stop that weapon's strike: the victim uses it
// until the strike resolves.
func TestFirstStrike(t *testing.T) {
	for _, tc := range []struct {
		name           string
		nathaniel, nik string // the strikes chosen
		nikCards       []string
		nikWeapon      string
		nathanielLeft  int
		nikLeft        int
		nikZone        vtes.Zone
		weaponZone     vtes.Zone
	}{
		{"torpor stops the opponent's strike", "Play Test Quick Jab", "Play Test Haymaker", []string{"Test Haymaker"}, "", 6, 0, vtes.ZoneTorpor, 0},
		{"two first strikes are simultaneous", "Play Test Quick Jab", "Play Test Quick Jab", []string{"Test Quick Jab"}, "", 2, 0, vtes.ZoneTorpor, 0},
		{"a dodge stops a first strike", "Play Test Quick Jab", "Play Test Sidestep", []string{"Test Sidestep"}, "", 6, 3, vtes.ZoneReady, 0},
		{"a first strike takes the weapon's strike away", "Play Test Quick Disarm", "Test Pistol", nil, "Test Pistol", 6, 3, vtes.ZoneReady, vtes.ZoneAsh},
		{"a normal strike does not", "Play Test Smash", "Test Pistol", nil, "Test Pistol", 4, 3, vtes.ZoneReady, vtes.ZoneAsh},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
			s.Hand(0, "Test Quick Jab", "Test Quick Disarm", "Test Smash")
			s.Hand(1, tc.nikCards...)
			var weapon *vtes.Card
			if tc.nikWeapon != "" {
				weapon = s.Attach(nik, tc.nikWeapon, 0)
			}
			g := s.Start(0, 3, vtes.PhaseMinion)
			attack(t, g, "Nik Sikko")
			asked(t, g, 0, "vtes.strike")
			answer(t, g, tc.nathaniel)
			asked(t, g, 1, "vtes.strike")
			answer(t, g, tc.nik)
			if n.Blood != tc.nathanielLeft || nik.Blood != tc.nikLeft || nik.Zone != tc.nikZone {
				t.Errorf("Nathaniel %d blood, Nik %d (%s); want %d, %d (%s)", n.Blood, nik.Blood, nik.Zone, tc.nathanielLeft, tc.nikLeft, tc.nikZone)
			}
			if weapon != nil && weapon.Zone != tc.weaponZone {
				t.Errorf("the weapon is in the %s, want the %s", weapon.Zone, tc.weaponZone)
			}
			invariants(t, g)
		})
	}
}

// §6.5, the rulebook's example: A strikes with a strike card and B
// dodges. After that first pair the acting minion decides first whether
// to gain additional strikes, then its opponent; each may use one card or
// effect a round to gain them. A gets 1, B gets 2 (superior). Pair 2: both
// strike, each takes 1. Pair 3: only B has a strike left; A is not asked.
func TestAdditionalStrikes(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Thrown Knife", "Test Thrown Knife", "Test Blur", "Test Blur")
	catalina := s.Ready(1, "Catalina Vega", 4)
	s.Hand(1, "Test Sidestep", "Test Blur", "Test Haymaker")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Block with Catalina Vega")
	answer(t, g, "Play Test Thrown Knife", "Play Test Sidestep")
	if nik.Blood != 3 || catalina.Blood != 4 {
		t.Fatalf("after the first pair: Nik %d, Catalina %d blood; the dodge stops everything", nik.Blood, catalina.Blood)
	}
	asked(t, g, 0, "vtes.play")
	answer(t, g, "Play Test Blur (1 additional strike) with Nik Sikko")
	// Nik's second Blur is not offered: one card a round. Catalina's turn.
	asked(t, g, 1, "vtes.play")
	answer(t, g, "Play Test Blur (2 additional strikes) with Catalina Vega")
	// Pair 2.
	asked(t, g, 0, "vtes.strike")
	answer(t, g, "Hand strike")
	asked(t, g, 1, "vtes.strike")
	answer(t, g, "Hand strike")
	if nik.Blood != 2 || catalina.Blood != 3 {
		t.Fatalf("after pair 2: Nik %d, Catalina %d blood; want 2 and 3", nik.Blood, catalina.Blood)
	}
	// Pair 3: only Catalina strikes, though Nik holds a strike card.
	asked(t, g, 1, "vtes.strike")
	answer(t, g, "Play Test Haymaker")
	if nik.Blood != 0 || catalina.Blood != 3 {
		t.Errorf("after pair 3: Nik %d, Catalina %d blood; want 0 (2 from the Haymaker) and 3", nik.Blood, catalina.Blood)
	}
	if !logged(g, "Catalina Vega gains 2 additional strike(s)") {
		t.Error("the additional strikes are not logged")
	}
}

// §6.4 tier 4, the rulebook's example: a capacity-5 vampire with 4 blood
// steals 2 from a 2-life ally while the ally hits it for 2R. Stealing is
// an effect, applied before damage: the vampire goes to 6 blood, drains to
// 5, the ally is burned at 0 life, and the vampire then mends the 2
// damage with 2 blood, ending on 3.
func TestStealBloodRulebookExample(t *testing.T) {
	s := newScenario(2)
	horace := s.Ready(0, "Horace Radcliffe", 4)
	s.Hand(0, "Test Theft")
	mage := s.Ready(1, "Test Mage", 2)
	pistol := s.Attach(mage, "Test Pistol", 0)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe bleeds", "Block with Test Mage")
	answer(t, g, "Play Test Theft", "Test Pistol: strike: 2R damage")
	if horace.Blood != 3 || horace.Zone != vtes.ZoneReady {
		t.Errorf("Horace has %d blood in the %s; want 3, ready", horace.Blood, horace.Zone)
	}
	inZone(t, mage, vtes.ZoneAsh)
	inZone(t, pistol, vtes.ZoneAsh)
	invariants(t, g)
}

// §6.4 tier 4: stealing blood is not damage: it cannot be prevented (no
// prevention is offered) and does not send a vampire left at 0 blood to
// torpor.
func TestStealBloodIsNotDamage(t *testing.T) {
	s := newScenario(2)
	n, catalina := nathanielAttacks(s, 4, "Catalina Vega", 2)
	stoneSkin := s.Hand(1, "Test Stone Skin")[0]
	s.Hand(0, "Test Theft")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Catalina Vega")
	answer(t, g, "Play Test Theft")
	if catalina.Blood != 0 || catalina.Zone != vtes.ZoneReady {
		t.Errorf("Catalina has %d blood in the %s; want 0, still ready", catalina.Blood, catalina.Zone)
	}
	if n.Blood != 5 {
		t.Errorf("Nathaniel has %d blood; want 4 + 2 stolen − 1 damage", n.Blood)
	}
	inZone(t, stoneSkin, vtes.ZoneHand)
}

// §6.4, §14 C35: a strike that steals equipment moves it to the striker,
// who keeps it but may not use it for the rest of the round, additional
// strikes included; it may in the next round. The victim could still
// strike with it: the theft and the weapon's strike are in the same tier.
func TestStolenEquipment(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
	pistol := s.Attach(nik, "Test Pistol", 0)
	s.Hand(0, "Test Snatch", "Test Blur", "Test Haymaker", "Test Pursuit")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Snatch", "Test Pistol: strike: 2R damage")
	if g.Host(pistol) != n || n.Blood != 4 {
		t.Fatalf("the pistol is on %v, Nathaniel has %d blood; the theft and the pistol's 2R both resolve", g.Host(pistol), n.Blood)
	}
	answer(t, g, "Play Test Blur (1 additional strike)")
	asked(t, g, 0, "vtes.strike")
	mustNotOffer(t, g, "Test Pistol")
	answer(t, g, "Hand strike")
	answer(t, g, "Play Test Pursuit")
	// Round 2.
	asked(t, g, 0, "vtes.strike")
	answer(t, g, "Test Pistol: strike: 2R damage")
	if nik.Blood != 0 || n.Blood != 3 {
		t.Errorf("Nik %d, Nathaniel %d blood; want 0 (1, then 2 from the pistol) and 3", nik.Blood, n.Blood)
	}
	if pistol.Controller != 0 || pistol.Owner != 1 {
		t.Errorf("the pistol: controller %d, owner %d; want 0 and 1", pistol.Controller, pistol.Owner)
	}
	invariants(t, g)
}

// A30: a dodge protects the dodger's possessions: a strike that would
// steal or destroy its equipment does nothing.
func TestDodgeCancelsEquipmentStrikes(t *testing.T) {
	s := newScenario(2)
	_, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
	pistol := s.Attach(nik, "Test Pistol", 0)
	s.Hand(0, "Test Snatch")
	s.Hand(1, "Test Sidestep")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	answer(t, g, "Play Test Snatch", "Play Test Sidestep")
	if g.Host(pistol) != nik {
		t.Errorf("the pistol is on %v; the dodge protects it", g.Host(pistol))
	}
}

// §6.8: at long range a ranged strike may be aimed at one of the opposing
// minion's retainers, declared with the strike. It cannot be dodged (A29)
// nor prevented, and the retainer loses 1 life per point. At close range
// no strike is aimed at a retainer.
func TestStrikeAtRetainer(t *testing.T) {
	t.Run("long range", func(t *testing.T) {
		s := newScenario(2)
		n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
		s.Attach(n, "Test Pistol", 0)
		s.Hand(0, "Swallowed by the Night")
		spy := s.Attach(nik, "Raven Spy", 2)
		s.Hand(1, "Test Sidestep")
		g := s.Start(0, 3, vtes.PhaseMinion)
		attack(t, g, "Nik Sikko")
		answer(t, g, "Play Swallowed by the Night (maneuver)")
		answer(t, g, "Test Pistol: strike: 2R damage")
		asked(t, g, 0, "vtes.choose")
		mustOffer(t, g, "Nik Sikko")
		answer(t, g, "Raven Spy")
		answer(t, g, "Play Test Sidestep")
		inZone(t, spy, vtes.ZoneAsh)
		if nik.Blood != 3 {
			t.Errorf("Nik has %d blood; the strike was aimed at his retainer", nik.Blood)
		}
	})
	t.Run("close range", func(t *testing.T) {
		s := newScenario(2)
		n, nik := nathanielAttacks(s, 6, "Nik Sikko", 3)
		s.Attach(n, "Test Pistol", 0)
		spy := s.Attach(nik, "Raven Spy", 2)
		g := s.Start(0, 3, vtes.PhaseMinion)
		attack(t, g, "Nik Sikko")
		answer(t, g, "Test Pistol: strike: 2R damage")
		if nik.Blood != 1 || spy.Blood != 2 {
			t.Errorf("Nik %d blood, the spy %d life; want 1 and 2", nik.Blood, spy.Blood)
		}
	})
}

// §6.4 [P]: "+N hand damage" adds to a hand strike and to a melee
// weapon's strike, not to a ranged one.
func TestHandDamage(t *testing.T) {
	for _, tc := range []struct {
		strike string
		left   int
	}{
		{"Hand strike (2 damage)", 4},         // 1 + 1
		{"Test Bat: strength+1 damage", 3},    // 1 + 1 + 1
		{"Test Pistol: strike: 2R damage", 4}, // 2
	} {
		t.Run(tc.strike, func(t *testing.T) {
			s := newScenario(2)
			n, catalina := nathanielAttacks(s, 6, "Catalina Vega", 6)
			s.Attach(n, "Test Bat", 0)
			s.Attach(n, "Test Pistol", 0)
			s.Hand(0, "Test Brawn")
			g := s.Start(0, 3, vtes.PhaseMinion)
			attack(t, g, "Catalina Vega")
			answer(t, g, "Play Test Brawn")
			answer(t, g, tc.strike)
			if catalina.Blood != tc.left {
				t.Errorf("Catalina has %d blood, want %d", catalina.Blood, tc.left)
			}
		})
	}
}

// §6.7: aggravated damage, from a weapon that says so (fire) or from hand
// strikes a card makes aggravated (claws), cannot be mended: its first
// point wounds an unwounded vampire, who goes to torpor keeping its blood.
func TestAggravatedStrikes(t *testing.T) {
	for _, tc := range []struct {
		name string
		play []string
	}{
		{"a torch", []string{"Test Torch: 1 aggravated damage"}},
		{"claws", []string{"Play Test Claws", "Hand strike"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			n, catalina := nathanielAttacks(s, 6, "Catalina Vega", 4)
			s.Attach(n, "Test Torch", 0)
			s.Hand(0, "Test Claws")
			g := s.Start(0, 3, vtes.PhaseMinion)
			attack(t, g, "Catalina Vega")
			if tc.name == "a torch" {
				answer(t, g, "Pass") // no claws
			}
			answer(t, g, tc.play...)
			if catalina.Zone != vtes.ZoneTorpor || catalina.Blood != 4 {
				t.Errorf("Catalina: %d blood in the %s; want torpor with 4", catalina.Blood, catalina.Zone)
			}
		})
	}
}

// §14 C34: a minion immune to damage from a source takes that source's
// damage unsuccessfully: it burns no blood for it and is not wounded.
// Immune to the opposing strikes, it still takes environmental damage,
// which is no strike; immune to environmental damage, it still takes the
// strikes'.
func TestImmunity(t *testing.T) {
	for _, tc := range []struct {
		card string
		left int
	}{
		{"Test Mist Form", 3}, // only the crows' 1
		{"Test Iron Hide", 0}, // only the Roundhouse's 4
	} {
		t.Run(tc.card, func(t *testing.T) {
			s := newScenario(2)
			n, catalina := nathanielAttacks(s, 6, "Catalina Vega", 4)
			s.Hand(0, "Test Crows", "Roundhouse")
			s.Hand(1, tc.card)
			g := s.Start(0, 3, vtes.PhaseMinion)
			attack(t, g, "Catalina Vega")
			answer(t, g, "Play Test Crows")
			asked(t, g, 1, "vtes.play")
			answer(t, g, "Play "+tc.card)
			answer(t, g, "Play Roundhouse (hand strike at +3)")
			if catalina.Blood != tc.left || catalina.Zone != vtes.ZoneReady {
				t.Errorf("Catalina: %d blood in the %s; want %d, ready", catalina.Blood, catalina.Zone, tc.left)
			}
			if n.Blood != 5 {
				t.Errorf("Nathaniel has %d blood, want 5", n.Blood)
			}
			if !logged(g, "Catalina Vega is immune") {
				t.Error("the immunity is not logged")
			}
		})
	}
}
