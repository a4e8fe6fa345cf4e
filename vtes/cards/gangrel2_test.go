package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The rest of the New Blood II Gangrel starter (NB2:PG), one test per
// card.

// Dog Pack, for 2 pool: a Gangrel employs it (+1 stealth action); the
// minion in combat with its employer cannot strike: combat ends (card
// text; §6.4; [ANK 20190412], a strike chosen before Dog Pack arrived, is
// in vtes TestStrikeBanAfterTheStrikeIsChosen: no New Blood card employs
// a retainer after strikes are chosen).
func TestDogPack(t *testing.T) {
	t.Run("employed by a Gangrel for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 4, "Dog Pack")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen: Dog Pack (employ)")
		finish(t, g)
		wantPool(t, g, 28, 30, 30)
		if len(hanna.Attached) != 1 || g.Card(hanna.Attached[0]).Blood != 1 {
			t.Fatalf("Dog Pack is not on Hanna with 1 life\n%s", logText(g))
		}
	})
	t.Run("Majesty is not offered against its employer", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Dog Pack", 1)
		readyWithHand(s, 1, "Mkhokheli", 6, "Majesty", "Side Strike")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Mkhokheli")
		passUntil(t, g, "Play Side Strike")
		mustNotOffer(t, g, "Majesty")
	})
	t.Run("not by a non-Gangrel", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Dog Pack")
		mustNotOffer(t, g, "Dog Pack")
	})
	t.Run("the opponent cannot strike: combat ends", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Dog Pack", 1)
		casey := readyWithHand(s, 1, "Casey Snyder", 6, "Earth Meld", "Body Flare")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Casey Snyder")
		passUntil(t, g, "Play Body Flare")
		mustNotOffer(t, g, "Earth Meld")
		answer(t, g, "Hand strike")
		finish(t, g)
		wantBlood(t, hanna, 3)
		wantBlood(t, casey, 5)
	})
}

// Flesh of Marble, before range: this combat, after 1 damage is inflicted
// in a round the rest is prevented; [pro] not aggravated damage, [PRO]
// aggravated too, the vampire choosing which it takes ([LSJ 20021001]).
// [LSJ 20040812-2] (aggravated damage treated as normal, Skin of Night)
// needs a card New Blood does not print.
func TestFleshOfMarble(t *testing.T) {
	t.Run("inferior: 3 damage, 1 taken", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nathaniel Bordruff", 7, "Roundhouse")
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		s.Hand(1, "Flesh of Marble")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "enter combat with a locked vampire → Hanna Nokelainen")
		answer(t, g, "Play Flesh of Marble (1 damage a round at most, aggravated excepted)")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		finish(t, g)
		wantBlood(t, hanna, 3)
		wantZone(t, hanna, vtes.ZoneReady)
		if !logged(g, "2 damage to Hanna Nokelainen is prevented") {
			t.Errorf("no prevention logged\n%s", logText(g))
		}
	})
	t.Run("superior: the vampire chooses the damage it takes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ragnar Nordstrom", 8, "Carrion Crows", "Body Flare")
		casey := readyWithHand(s, 1, "Casey Snyder", 6, "Flesh of Marble")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ragnar Nordstrom", "Casey Snyder")
		answer(t, g, "Play Carrion Crows (1R")
		answer(t, g, "Play Flesh of Marble (1 damage a round at most)")
		answer(t, g, "Play Body Flare (2 aggravated damage)")
		// 1 environmental and 2 aggravated: one point goes through.
		answer(t, g, "Take 1 normal and 0 aggravated damage")
		finish(t, g)
		wantBlood(t, casey, 5)
		wantZone(t, casey, vtes.ZoneReady)
	})
}

// Form of Mist: [pro] strike: dodge; [PRO] strike: combat ends, then a
// blocked vampire may burn 1 blood to continue as if unblocked with +1
// stealth; one superior Form of Mist per vampire each action (card text;
// §4.1, §6.4; G00098, G00099).
func TestFormOfMist(t *testing.T) {
	t.Run("inferior: dodge", func(t *testing.T) {
		g, hanna, mk := startBlockedBleed(t, "Hanna Nokelainen", 4, "Form of Mist", "Mkhokheli", 6)
		mustNotOffer(t, g, "combat ends")
		answer(t, g, "Play Form of Mist (dodge)")
		finish(t, g)
		wantBlood(t, hanna, 4)
		wantBlood(t, mk, 6)
	})
	t.Run("superior: continue the bleed as if unblocked", func(t *testing.T) {
		s := newScenario(3)
		casey := readyWithHand(s, 0, "Casey Snyder", 4, "Form of Mist")
		s.Ready(1, "Mkhokheli", 6)
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Casey Snyder", "Mkhokheli")
		answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)")
		answer(t, g, "Yes")
		// G00099: the prey did not decline before; it may block again
		// with another minion.
		mustOffer(t, g, "Block with Nik Sikko")
		answer(t, g, "Do not block")
		finish(t, g)
		wantBlood(t, casey, 3)
		wantPool(t, g, 30, 29, 30)
		if !logged(g, "continues as if unblocked (1 stealth)") {
			t.Errorf("no continuation\n%s", logText(g))
		}
	})
	t.Run("superior: a minion whose attempt failed does not block again (A4)", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Casey Snyder", 6, "Form of Mist", "Earth Control")
		s.Ready(1, "Nik Sikko", 3)
		s.Attach(s.Ready(1, "Mkhokheli", 6), "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Casey Snyder bleeds", "Block with Nik Sikko", "Play Earth Control (+1 stealth)", "Block with Mkhokheli")
		answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)", "Yes")
		neverOffered(t, g, "Block with Nik Sikko")
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: once each action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Casey Snyder", 6, "Form of Mist", "Form of Mist")
		s.Ready(1, "Mkhokheli", 6)
		lenny := s.Ready(1, "Lenny Burkhead", 6)
		s.Attach(lenny, "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Casey Snyder", "Mkhokheli")
		answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)", "Yes", "Block with Lenny")
		passUntil(t, g, "Play Form of Mist (dodge)")
		mustNotOffer(t, g, "combat ends; continue")
	})
	t.Run("superior, by the blocker: combat ends, nothing continues", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 6)
		casey := readyWithHand(s, 1, "Casey Snyder", 6, "Form of Mist")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Lenny Burkhead", "Casey Snyder")
		answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)")
		finish(t, g)
		wantBlood(t, casey, 6)
		wantPool(t, g, 30, 30, 30)
		if logged(g, "continues as if unblocked") {
			t.Errorf("the blocked action continued\n%s", logText(g))
		}
	})
}

// Form of the Bat: [pro] action modifier during a block attempt: -1
// intercept to the blocker; if blocked anyway, an optional maneuver and
// no equipment in the resulting combat. [PRO] reaction: +1 intercept, and
// the same if this vampire blocks (card text; [LSJ 20010813]).
func TestFormOfTheBat(t *testing.T) {
	t.Run("inferior: the block fails", func(t *testing.T) {
		g := startActing("Hanna Nokelainen", 4, "Form of the Bat", "Mkhokheli", 6)
		answer(t, g, "Hanna Nokelainen bleeds", "Block with Mkhokheli", "Play Form of the Bat")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("inferior: blocked anyway, a maneuver and no weapon", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Kali's Fang", 0)
		s.Hand(0, "Form of the Bat")
		mk := s.Ready(1, "Lenny Burkhead", 6)
		s.Attach(mk, "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen bleeds", "Block with Lenny", "Play Form of the Bat")
		mustOffer(t, g, "Use an optional maneuver")
		answer(t, g, "Pass")
		neverOffered(t, g, "Kali's Fang")
	})
	t.Run("inferior: again in the combat of a second block ([LSJ 20010814-2])", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Casey Snyder", 6, "Form of the Bat", "Form of Mist")
		s.Attach(s.Ready(1, "Mkhokheli", 6), "Raven Spy", 1)
		s.Attach(s.Ready(1, "Lenny Burkhead", 6), "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Casey Snyder bleeds", "Block with Mkhokheli", "Play Form of the Bat")
		answer(t, g, "Pass") // the first combat's maneuver
		answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)", "Yes", "Block with Lenny")
		if !logged(g, "Lenny Burkhead blocks Casey Snyder") {
			t.Fatalf("no second block\n%s", logText(g))
		}
		mustOffer(t, g, "Use an optional maneuver (1 left)")
	})
	t.Run("superior: +1 intercept and a maneuver for the blocker", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 6, "Casey Snyder", 6, "Form of the Bat")
		answer(t, g, "Mkhokheli hunts", "Block with Casey", "Play Form of the Bat (+1 intercept")
		if !logged(g, "Casey Snyder blocks Mkhokheli") {
			t.Fatalf("no block\n%s", logText(g))
		}
		passUntil(t, g, "Use an optional maneuver")
	})
}

// Gangrel Revel, for 1 pool, requires a Gangrel: in play, Gangrel its
// Methuselah controls get +1 strength; non-Ravnos minions can burn it as
// a Ⓓ action (card text; §3.5 #7). No New Blood vampire is Ravnos.
func TestGangrelRevel(t *testing.T) {
	t.Run("played with a Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Hanna Nokelainen", 4)
		revel := s.Hand(0, "Gangrel Revel")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Gangrel Revel")
		wantZone(t, revel, vtes.ZoneInPlay)
		if pool(g, 0) != 29 {
			t.Errorf("pool %d, want 29", pool(g, 0))
		}
	})
	t.Run("+1 strength to a Gangrel", func(t *testing.T) {
		s := newScenario(3)
		n := s.Ready(0, "Nathaniel Bordruff", 7)
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		s.InPlay(1, "Gangrel Revel")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "enter combat with a locked vampire → Hanna Nokelainen")
		finish(t, g)
		wantBlood(t, n, 5)
		wantBlood(t, hanna, 3)
	})
	t.Run("contested, it gives nothing (§10.1)", func(t *testing.T) {
		s := newScenario(3)
		n := s.Ready(0, "Nathaniel Bordruff", 7)
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		s.InPlay(1, "Gangrel Revel").Contested = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "enter combat with a locked vampire → Hanna Nokelainen")
		finish(t, g)
		wantBlood(t, n, 6)
	})
	t.Run("burned by another Methuselah's minion", func(t *testing.T) {
		wantBurnedBy(t, "Nik Sikko", "Gangrel Revel")
	})
}

// Giant's Blood: a vampire in play fills up to its capacity; one per game;
// not an uncontrolled vampire ([LSJ 20061109]).
func TestGiantsBlood(t *testing.T) {
	s := newScenario(3)
	ragnar := s.Ready(0, "Ragnar Nordstrom", 2)
	unc := s.Uncontrolled(0, "Hanna Nokelainen", 1)
	s.Hand(0, "Giant's Blood", "Giant's Blood")
	g := startTurns(s, 4, 0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Giant's Blood")
	wantBlood(t, ragnar, 8)
	wantBlood(t, unc, 1)
	neverOffered(t, g, "Play Giant's Blood")
}

// Pack Alpha, one per vampire each round: [ani] before range, employ an
// animal retainer from the hand, its cost and requirements applying, cost
// reductions included ([RTR 20070707]: Kuyén's); [ANI] burn an animal
// retainer on the vampire to put Pack Alpha on it: +1 strength (card
// text).
func TestPackAlpha(t *testing.T) {
	t.Run("inferior: employ a Raptor in combat, Kuyén's reduction applying", func(t *testing.T) {
		s := newScenario(3)
		kuyen := readyWithHand(s, 0, "Kuyén", 6, "Pack Alpha", "Pack Alpha", "Raptor")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kuyén", "Mkhokheli")
		answer(t, g, "Play Pack Alpha (employ an animal retainer from your hand)")
		if len(kuyen.Attached) != 1 || g.Card(kuyen.Attached[0]).Def.Name != "Raptor" {
			t.Fatalf("no Raptor on Kuyén\n%s", logText(g))
		}
		if !g.Card(kuyen.Attached[0]).Superior {
			t.Error("Kuyén employed the Raptor with superior Animalism")
		}
		wantBlood(t, kuyen, 4) // 2 blood less 1 for the Raptor, 1 from the hand strike
		// One Pack Alpha each round.
		neverOffered(t, g, "burn an animal retainer")
	})
	t.Run("inferior: not the card drawn to replace Pack Alpha (G00128)", func(t *testing.T) {
		s := newScenario(3)
		kuyen := readyWithHand(s, 0, "Kuyén", 6, "Pack Alpha", "Raptor")
		s.Library(0, "Dog Pack")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kuyén", "Mkhokheli")
		answer(t, g, "Play Pack Alpha (employ an animal retainer from your hand)")
		// Only the Raptor was in the hand: no choice is asked.
		if len(kuyen.Attached) != 1 || g.Card(kuyen.Attached[0]).Def.Name != "Raptor" {
			t.Fatalf("no Raptor on Kuyén\n%s", logText(g))
		}
		if !logged(g, "Methuselah 1 plays Raptor") || logged(g, "plays Dog Pack") {
			t.Errorf("the wrong retainer was employed\n%s", logText(g))
		}
	})
	t.Run("superior: burn the retainer for +1 strength", func(t *testing.T) {
		s := newScenario(3)
		kuyen := s.Ready(0, "Kuyén", 6)
		raptor := s.Attach(kuyen, "Raptor", 1)
		alpha := s.Hand(0, "Pack Alpha")[0]
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kuyén", "Mkhokheli")
		answer(t, g, "Play Pack Alpha (burn an animal retainer: +1 strength)")
		finish(t, g)
		wantZone(t, raptor, vtes.ZoneAsh)
		wantOn(t, g, alpha, kuyen)
		wantBlood(t, mk, 4)
	})
}

// Powerbase: Montreal: once in its Methuselah's influence phase, 1 blood to
// a vampire in their uncontrolled region; vampires can steal it as a Ⓓ
// action (card text; §3.5 #7).
func TestPowerbaseMontreal(t *testing.T) {
	t.Run("1 blood in the influence phase, once", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Powerbase: Montreal")
		unc := s.Uncontrolled(0, "Hanna Nokelainen", 0)
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, "Use Powerbase: Montreal")
		wantBlood(t, unc, 1)
		mustNotOffer(t, g, "Use Powerbase: Montreal")
	})
	t.Run("stolen by a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		pb := s.InPlay(1, "Powerbase: Montreal")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko steals Powerbase: Montreal")
		finish(t, g)
		if pb.Controller != 0 || pb.Zone != vtes.ZoneInPlay {
			t.Errorf("Montreal is controlled by %d in the %s; want seat 0, in play", pb.Controller, pb.Zone)
		}
	})
}

// Raptor, for 2 blood: [ani] +1 intercept to the employer; [ANI] as well,
// and while the employer is in combat the opposing Methuselah has -1 hand
// size: they discard as the combat starts and draw back after it ([LSJ
// 20030530]: each combat again); the version is the level it was employed
// at (group G00018).
func TestRaptor(t *testing.T) {
	t.Run("inferior: employed, +1 intercept", func(t *testing.T) {
		s := newScenario(3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 4, "Raptor")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen: Raptor (employ)")
		finish(t, g)
		wantBlood(t, hanna, 2)
		if len(hanna.Attached) != 1 || g.Card(hanna.Attached[0]).Superior {
			t.Fatalf("no inferior Raptor on Hanna\n%s", logText(g))
		}

		s = newScenario(3)
		s.Ready(0, "Mkhokheli", 6)
		hanna = s.Ready(1, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Raptor", 1)
		g = s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Hanna")
		if !logged(g, "Hanna Nokelainen blocks Mkhokheli") {
			t.Errorf("Raptor's intercept did not block the hunt\n%s", logText(g))
		}
	})
	t.Run("superior: -1 hand size for the opponent during combat", func(t *testing.T) {
		s := newScenario(3)
		kuyen := s.Ready(0, "Kuyén", 6)
		s.Attach(kuyen, "Raptor", 1).Superior = true
		readyWithHand(s, 1, "Mkhokheli", 6, "Majesty", "Majesty", "Majesty", "Majesty", "Majesty", "Majesty", "Majesty")
		s.Library(1, "Majesty", "Majesty")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kuyén", "Mkhokheli")
		// The discard (of one of seven Majesty) asks nothing.
		if n := len(g.Methuselah(1).Hand); n != 6 {
			t.Errorf("hand of %d in combat, want 6", n)
		}
		answer(t, g, "Hand strike")
		finish(t, g)
		if n := len(g.Methuselah(1).Hand); n != 7 {
			t.Errorf("hand of %d after combat, want 7", n)
		}
	})
}

// Rewilding: a Gangrel's Ⓓ action burns a location and 2 of its
// controller's pool (card text; group G00036).
func TestRewilding(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Hanna Nokelainen", 4, "Rewilding")
	lib := s.InPlay(1, "Elder Library")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Rewilding")
	finish(t, g)
	wantZone(t, lib, vtes.ZoneAsh)
	wantPool(t, g, 30, 28, 30)
}

// Smiling Jack, The Anarch: in its Methuselah's unlock phase 1 pool moves
// onto it; in each other Methuselah's, they burn 1 pool or 1 blood of a
// vampire of theirs per counter, in any mix ([ANK 20181006]); vampires
// can burn it (card text).
func TestSmilingJackTheAnarch(t *testing.T) {
	t.Run("its Methuselah's unlock phase: 1 pool onto it", func(t *testing.T) {
		s := newScenario(3)
		jack := s.InPlay(0, "Smiling Jack, The Anarch")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		if jack.Counters != 1 || pool(g, 0) != 29 {
			t.Errorf("Jack %d counters, pool %d; want 1 and 29", jack.Counters, pool(g, 0))
		}
	})
	t.Run("another's unlock phase: pool and blood mixed", func(t *testing.T) {
		s := newScenario(3)
		jack := s.InPlay(0, "Smiling Jack, The Anarch")
		jack.Counters = 2
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(1, 2, vtes.PhaseUnlock)
		passUntil(t, g, "2")
		answer(t, g, "1") // 1 in pool, 1 in blood
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantBlood(t, mk, 2)
	})
	t.Run("burned by a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Nik Sikko", 3)
		jack := s.InPlay(0, "Smiling Jack, The Anarch")
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko burns Smiling Jack")
		finish(t, g)
		wantZone(t, jack, vtes.ZoneAsh)
	})
}

// Eyes of the Wild: a locked Gangrel unlocks and attempts to block; it can
// burn 1 blood for +1 intercept during the action; it locks again after
// the action if it did not block (card text; groups G00123, G00124).
func TestEyesOfTheWild(t *testing.T) {
	t.Run("blocks, burning blood for intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 6)
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		eyes := s.Hand(1, "Eyes of the Wild")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Eyes of the Wild", "Use Eyes of the Wild: burn 1 blood")
		if !logged(g, "Hanna Nokelainen blocks Mkhokheli") {
			t.Fatalf("no block\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, hanna, 2) // 1 burned, 1 from the hand strike
		wantZone(t, eyes, vtes.ZoneAsh)
	})
	t.Run("no block: locked again", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 6)
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		s.Hand(1, "Eyes of the Wild")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Eyes of the Wild", "Pass")
		finish(t, g)
		wantLocked(t, hanna, true)
		wantBlood(t, hanna, 4)
	})
	t.Run("only by a locked Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 6)
		s.Ready(1, "Hanna Nokelainen", 4)
		s.Ready(1, "Nik Sikko", 3).Locked = true
		s.Hand(1, "Eyes of the Wild")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Eyes of the Wild")
	})
}

// Keegan: once each turn, after he performs a successful action requiring
// a Gangrel, he can unlock (card text; §14 C10).
func TestKeegan(t *testing.T) {
	t.Run("unlocks after Rewilding, once each turn", func(t *testing.T) {
		s := newScenario(3)
		keegan := readyWithHand(s, 0, "Keegan", 8, "Rewilding", "Thing")
		s.InPlay(1, "Elder Library")
		s.Uncontrolled(0, "Hanna Nokelainen", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rewilding (burn a location and 2 pool → Elder Library)", "Use Keegan: unlock")
		wantLocked(t, keegan, false)
		answer(t, g, "Keegan: Thing")
		neverOffered(t, g, "Use Keegan")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not after a bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Keegan", 8)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Keegan bleeds")
		neverOffered(t, g, "Use Keegan")
	})
}
