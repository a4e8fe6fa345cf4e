package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood Malkavian starter (NB:PM) not shared
// with an earlier starter, one test per card, each mode and key
// restriction a subtest.

// Anarchist Uprising: each Methuselah burns 1 pool for each minion they
// control, vampires in torpor and allies included. Methuselahs ousted
// together each score for their prey, and only the survivors gain 6 pool
// (card text; §5.2, §8.1; group G00015 [LSJ 20000309]).
func TestAnarchistUprising(t *testing.T) {
	t.Run("1 pool per minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Torpor(0, "Mason Ha", 0)
		s.Hand(0, "Anarchist Uprising")
		s.Ready(1, "Nik Sikko", 3)
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Anarchist Uprising", "Do not block", "Andi Liu: 2 vote(s) for")
		finish(t, g)
		wantPool(t, g, 28, 28, 30)
	})
	t.Run("two ousts at once", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Andi Liu", 3, "Anarchist Uprising")
		s.Ready(1, "Nik Sikko", 3)
		s.Ready(2, "Horace Radcliffe", 3)
		s.Ready(2, "Nathaniel Bordruff", 3)
		s.Pool(1, 1).Pool(2, 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Anarchist Uprising", "Do not block", "Andi Liu: 2 vote(s) for")
		finish(t, g)
		wantTwoOusted(t, g, 35, 0, 0, 30)
	})
}

// Elder Library, for 1 pool: a unique location giving +1 hand size; a
// contested copy gives nothing (card text; §14 C8; [ANK 20221028]).
func TestElderLibrary(t *testing.T) {
	t.Run("played: +1 hand size", func(t *testing.T) {
		s := newScenario(2)
		lib := s.Hand(0, "Elder Library")[0]
		s.Library(0, "Threats", "Threats", "Threats", "Threats", "Threats", "Threats", "Threats", "Threats", "Threats")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Elder Library")
		wantZone(t, lib, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30)
		finish(t, g)
		if n := len(g.Hand(0)); n != 8 {
			t.Errorf("hand of %d after the discard phase, want 8", n)
		}
	})
	t.Run("contested: no bonus", func(t *testing.T) {
		s := newScenario(2)
		s.InPlay(1, "Elder Library")
		s.Hand(0, "Elder Library")
		g := s.Start(0, 2, vtes.PhaseMaster)
		if n := g.HandSize(1); n != 8 {
			t.Errorf("hand size %d with an Elder Library, want 8", n)
		}
		answer(t, g, "Play Elder Library")
		for seat := range 2 {
			if n := g.HandSize(seat); n != 7 {
				t.Errorf("Methuselah %d's hand size is %d with a contested Elder Library, want 7", seat+1, n)
			}
		}
	})
}

// Forgotten Labyrinth, for 1 blood: +2 stealth (+3 superior), while
// blocked, on any action but a bleed (card text; §4.3).
func TestForgottenLabyrinth(t *testing.T) {
	for _, tc := range []struct {
		name, hunter, mode, notMode string
		stealth                     int
	}{
		{"superior: +3 stealth", "Dr. Stephen Norton", "(+3 stealth)", "", 4},
		{"inferior: +2 stealth", "Andi Liu", "(+2 stealth)", "(+3 stealth)", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			hunter := readyWithHand(s, 0, tc.hunter, 3, "Forgotten Labyrinth")
			readyWithHand(s, 1, "Ayelech", 3, "Enhanced Senses")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.hunter+" hunts", "Block with Ayelech", "Play Enhanced Senses (+2 intercept)")
			if tc.notMode != "" {
				mustNotOffer(t, g, tc.notMode)
			}
			answer(t, g, "Play Forgotten Labyrinth "+tc.mode)
			finish(t, g)
			if logged(g, "Ayelech blocks") {
				t.Errorf("blocked at 2 intercept against %d stealth\n%s", tc.stealth, logText(g))
			}
			wantBlood(t, hunter, 3) // 1 for the card, 1 from the hunt
		})
	}
	t.Run("not during a bleed", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Dr. Stephen Norton", 3, "Forgotten Labyrinth", "Ayelech", 3)
		neverOffered(t, g, "Play Forgotten Labyrinth")
	})
}

// No Trace, for 1 blood: strike: combat ends; [obf] only at long range
// (card text; §6.3, §6.4).
func TestNoTrace(t *testing.T) {
	t.Run("inferior: only at long range", func(t *testing.T) {
		s := newScenario(3)
		andi := readyWithHand(s, 0, "Andi Liu", 3, "No Trace")
		readyWithHand(s, 1, "Dr. Stephen Norton", 3, "Swallowed by the Night")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu bleeds", "Block with Dr. Stephen Norton", "Play Swallowed by the Night (maneuver)")
		answer(t, g, "Play No Trace (combat ends (long range))")
		finish(t, g)
		if !logged(g, "Andi Liu ends the combat") {
			t.Errorf("the combat did not end\n%s", logText(g))
		}
		wantBlood(t, andi, 2)
	})
	t.Run("inferior: not at close range", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		nt := s.Hand(0, "No Trace")[0]
		s.Ready(1, "Mason Ha", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Andi Liu", "Mason Ha")
		finish(t, g)
		wantZone(t, nt, vtes.ZoneHand)
	})
	t.Run("superior: at close range", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mason Ha", 3)
		stephen := readyWithHand(s, 1, "Dr. Stephen Norton", 3, "No Trace")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mason Ha", "Dr. Stephen Norton")
		mustNotOffer(t, g, "(combat ends (long range))")
		answer(t, g, "Play No Trace (combat ends)")
		finish(t, g)
		wantBlood(t, stephen, 2)
		if logged(g, "takes 1 damage") {
			t.Errorf("damage dealt after the combat ended\n%s", logText(g))
		}
	})
	t.Run("a combat-ends strike: barred against Dog Pack's employer", func(t *testing.T) {
		// Dog Pack: the opposing minion cannot strike: combat ends (§6.4,
		// vtes/strikebans.go): No Trace is such a strike.
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Dog Pack", 1)
		s.Ready(1, "Dr. Stephen Norton", 3)
		nt := s.Hand(1, "No Trace")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Dr. Stephen Norton")
		neverOffered(t, g, "Play No Trace")
		wantZone(t, nt, vtes.ZoneHand)
	})
}

// The Barrens: a unique location played for nothing; lock it to discard a
// card and draw its replacement, in the master phase or while another
// Methuselah's minion acts (card text; group G00023).
func TestTheBarrens(t *testing.T) {
	t.Run("played for nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		b := s.Hand(0, "The Barrens")[0]
		s.Library(0, "Threats")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Barrens")
		wantZone(t, b, vtes.ZoneInPlay)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("lock: discard a card, draw its replacement", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		b := s.InPlay(0, "The Barrens")
		threats := s.Hand(0, "Threats")[0]
		s.Library(0, "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use The Barrens") // the only card in hand
		wantZone(t, threats, vtes.ZoneAsh)
		if h := g.Hand(0); len(h) != 1 || h[0].Def.Name != "Conditioning" {
			t.Errorf("hand %v, want the Conditioning drawn", h)
		}
		wantLocked(t, b, true)
		neverOffered(t, g, "Use The Barrens")
	})
	t.Run("during another Methuselah's action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Ready(1, "Madison", 3)
		b := s.InPlay(1, "The Barrens")
		threats := s.Hand(1, "Threats")[0]
		s.Library(1, "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu bleeds", "Use The Barrens")
		wantZone(t, threats, vtes.ZoneAsh)
		wantLocked(t, b, true)
		mustNotOffer(t, g, "Use The Barrens")
	})
	t.Run("not with an empty hand", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.InPlay(0, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Use The Barrens")
	})
}

// Conceal: Ⓓ [obf] burn an equipment, [OBF] burn a location, directed at
// the Methuselah controlling it (card text; [LSJ 20090324]).
func TestConceal(t *testing.T) {
	t.Run("inferior: burn an equipment, not a location", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Conceal")
		mk := s.Ready(2, "Mkhokheli", 3)
		bow := s.Attach(mk, "Ivory Bow", 0)
		s.InPlay(1, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ The Barrens")
		mustNotOffer(t, g, "(burn a location")
		answer(t, g, "Andi Liu: Conceal (burn an equipment → Ivory Bow)")
		if a := g.Action(); !a.Directed || a.TargetSeat != 2 {
			t.Errorf("directed %v at %d, want directed at seat 2, the bow's controller", a.Directed, a.TargetSeat)
		}
		finish(t, g)
		wantZone(t, bow, vtes.ZoneAsh)
	})
	t.Run("superior: burn a location", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Conceal")
		barrens := s.InPlay(1, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton: Conceal (burn a location → The Barrens)")
		finish(t, g)
		wantZone(t, barrens, vtes.ZoneAsh)
	})
}

// Elder Impersonation, for 1 blood: [obf] +1 stealth; [OBF] a block
// attempt fails and that minion cannot try again this action (card text;
// §4.3).
func TestElderImpersonation(t *testing.T) {
	t.Run("inferior: +1 stealth escapes a block", func(t *testing.T) {
		g, andi, _ := startBlockedBleed(t, "Andi Liu", 3, "Elder Impersonation", "Madison", 3)
		mustNotOffer(t, g, "(the block attempt fails)")
		answer(t, g, "Play Elder Impersonation (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantBlood(t, andi, 2)
	})
	t.Run("superior: the attempt fails, that minion cannot try again", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Elder Impersonation")
		madison := s.Ready(1, "Madison", 3)
		s.Ready(1, "Naomi Stewart", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Madison", "Play Elder Impersonation (the block attempt fails)")
		mustNotOffer(t, g, "Block with Madison")
		mustOffer(t, g, "Block with Naomi Stewart")
		wantLocked(t, madison, false)
		answer(t, g, "Do not block")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not without a block attempt", func(t *testing.T) {
		g := minionPhase("Dr. Stephen Norton", 3, "Elder Impersonation")
		answer(t, g, "Dr. Stephen Norton bleeds")
		neverOffered(t, g, "Play Elder Impersonation")
	})
}

// Faceless Night: +1 stealth; [OBF] and each minion whose attempt to block
// fails from then on, the one attempting included, locks before the action
// resolves; one that failed before is not affected (card text; [LSJ
// 20081202], [ANK 20190509], [ANK 20171017], [ANK 20230305]).
func TestFacelessNight(t *testing.T) {
	t.Run("inferior: +1 stealth, the blocker stays unlocked", func(t *testing.T) {
		g, _, madison := startBlockedBleed(t, "Andi Liu", 3, "Faceless Night", "Madison", 3)
		mustNotOffer(t, g, "failed blockers lock")
		answer(t, g, "Play Faceless Night (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantLocked(t, madison, false)
	})
	t.Run("superior: the failed blocker locks", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Faceless Night")
		madison := s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Madison", "Play Faceless Night (+1 stealth, failed blockers lock)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantLocked(t, madison, true)
	})
	t.Run("superior: the aspirant blocker may still play Deflection before it locks (ANK 20230305)", func(t *testing.T) {
		// It is locked at resolution: after the blocks it is still
		// unlocked and may lock to redirect the bleed.
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Faceless Night")
		madison := readyWithHand(s, 1, "Madison", 3, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Madison", "Play Faceless Night (+1 stealth, failed blockers lock)")
		passUntil(t, g, "Play Deflection")
		wantLocked(t, madison, false)
		answer(t, g, "Play Deflection (lock: redirect the bleed)")
		for offered(g, "Methuselah 3") {
			answer(t, g, "Methuselah 3")
		}
		finish(t, g)
		wantLocked(t, madison, true)
		wantPool(t, g, 30, 30, 29)
	})
	t.Run("superior: not a minion that failed before", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Faceless Night")
		madison := s.Ready(1, "Madison", 3)
		chrys := readyWithHand(s, 1, "Chrysanthemum", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		// A hunt is +1 stealth: Madison fails before the Faceless Night.
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Madison")
		answer(t, g, "Block with Chrysanthemum", "Play Enhanced Senses (+1 intercept)")
		answer(t, g, "Play Faceless Night (+1 stealth, failed blockers lock)")
		finish(t, g)
		wantLocked(t, madison, false)
		wantLocked(t, chrys, true)
	})
}

// Old Friends, for 1 blood: not replaced until the next unlock phase;
// [obf] +1 bleed during a bleed (limited); [OBF] +2 votes for this vampire
// in the polling of a political action (card text; §14 C19; groups
// G00022, G00025).
func TestOldFriends(t *testing.T) {
	t.Run("inferior: +1 bleed, not replaced", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Old Friends")
		s.Library(0, "Threats")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu bleeds")
		mustNotOffer(t, g, "(+2 votes)")
		answer(t, g, "Play Old Friends (+1 bleed)")
		finish(t, g)
		if owed := g.Methuselah(0).Owed; owed != 1 {
			t.Errorf("owed %d, want 1: drawn in the next unlock phase", owed)
		}
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: +2 votes in the polling", func(t *testing.T) {
		g := minionPhase("Dr. Stephen Norton", 3, "Kine Resources Contested", "Old Friends")
		callKRC(t, g, "Dr. Stephen Norton")
		answer(t, g, "Play Old Friends (+2 votes)", "Vote for")
		finish(t, g)
		if !logged(g, "casts 2 vote(s) for") {
			t.Errorf("no 2 votes for\n%s", logText(g))
		}
	})
}

// Elysium: The Palace of Versailles, for 2 pool: lock it in the polling
// of a political action for +1 vote to each titled Camarilla vampire its
// Methuselah controls, not to the untitled (card text; §5.3).
func TestElysiumThePalaceOfVersailles(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "Andi Liu", "Elysium: The Palace of Versailles", 28)
	})
	t.Run("+1 vote to each titled Camarilla vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)           // prince: 2 votes
		s.Ready(0, "Donny Kowalczyk", 3)    // prince: 2 votes
		s.Ready(0, "Dr. Stephen Norton", 3) // untitled
		v := s.InPlay(0, "Elysium: The Palace of Versailles")
		s.Hand(0, "Kine Resources Contested")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Andi Liu: 2 vote(s) for") // votes before the Elysium
		answer(t, g, "Use Elysium: The Palace of Versailles")
		wantLocked(t, v, true)
		mustNotOffer(t, g, "Dr. Stephen Norton")
		answer(t, g, "Donny Kowalczyk: 3 vote(s) for")
		finish(t, g)
		// 1 for calling, Andi's 2 and 1 more, Donny's 3.
		if !logged(g, "The referendum passes (7 for, 0 against)") {
			t.Errorf("want 7 votes for\n%s", logText(g))
		}
	})
}

// Cloak the Gathering: [obf] +1 stealth for the acting minion; [OBF] only
// another ready vampire of the acting Methuselah plays it, the acting
// minion getting +1 stealth (card text; §4.3). That vampire may be locked
// [RTR 19941109] [LSJ 19980210]; different vampires may each play a copy
// on one action [ANK 20200515]; only the acting Methuselah plays it [LSJ
// 19990425].
func TestCloakTheGathering(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Andi Liu", 3, "Cloak the Gathering", "Ayelech", 3)
		mustNotOffer(t, g, "+1 stealth to the acting minion")
		answer(t, g, "Play Cloak the Gathering (+1 stealth) with Andi Liu")
		finish(t, g)
		if logged(g, "Ayelech blocks") {
			t.Errorf("blocked at 0 intercept against 1 stealth\n%s", logText(g))
		}
	})
	t.Run("superior: by two other vampires, one locked", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3, Dr. Stephen Norton blood 3 locked, Evan Klein blood 3
			hand 1: Cloak the Gathering x2
			ready 2: Ayelech blood 3
			hand 2: Enhanced Senses
			> Andi Liu bleeds
			> Block with Ayelech
			= not offered: (+1 stealth to the acting minion) with Andi Liu
			> Play Cloak the Gathering (+1 stealth to the acting minion) with Dr. Stephen Norton
			> Play Enhanced Senses (+2 intercept)
			= not offered: (+1 stealth to the acting minion) with Dr. Stephen Norton
			> Play Cloak the Gathering (+1 stealth to the acting minion) with Evan Klein`)
		if countLog(g, "plays Cloak the Gathering") != 2 {
			t.Errorf("want two Cloaks\n%s", logText(g))
		}
		// Stealth 0 +1 +1 against intercept 0 +2: still blocked.
		play(t, g, "= logged: Ayelech blocks")
	})
	t.Run("not by the blocking Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Ready(1, "Ayelech", 3)
		readyWithHand(s, 1, "Dr. Stephen Norton", 3, "Cloak the Gathering")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu hunts", "Block with Ayelech")
		if logged(g, "Cloak") {
			t.Fatal("Cloak played")
		}
		neverOffered(t, g, "Play Cloak the Gathering")
	})
}

// Malkavian Justicar: a political action choosing a ready Camarilla
// Malkavian; every Malkavian gets +1 vote in its referendum; passed, the
// card goes on the chosen vampire as the unique title of Malkavian
// justicar: 3 votes, replacing the title it had (card text; §9.1, §10.2,
// §14 C12).
func TestMalkavianJusticar(t *testing.T) {
	t.Run("passed: the title, +1 vote to each Malkavian", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		stephen := s.Ready(0, "Dr. Stephen Norton", 3)
		card := s.Hand(0, "Malkavian Justicar")[0]
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Malkavian Justicar")
		notBlocked(t, g)
		mustNotOffer(t, g, "Nik Sikko")
		answer(t, g, "Dr. Stephen Norton")
		answer(t, g, "Andi Liu: 3 vote(s) for") // a prince's 2, +1
		answer(t, g, "Dr. Stephen Norton: 1 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (5 for, 0 against)") {
			t.Errorf("want 5 votes for\n%s", logText(g))
		}
		wantOn(t, g, card, stephen)
		if g.TitleOf(stephen) != vtes.Justicar || g.Votes(stephen) != 3 {
			t.Errorf("Stephen: title %q, %d votes; want justicar, 3", g.TitleOf(stephen), g.Votes(stephen))
		}
	})
	t.Run("a prince chosen becomes justicar", func(t *testing.T) {
		s := newScenario(3)
		andi := readyWithHand(s, 0, "Andi Liu", 3, "Malkavian Justicar")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Malkavian Justicar")
		notBlocked(t, g)
		answer(t, g, "Andi Liu: 3 vote(s) for")
		finish(t, g)
		if g.TitleOf(andi) != vtes.Justicar {
			t.Errorf("Andi's title is %q, want justicar (§9.1: the new title replaces the old)", g.TitleOf(andi))
		}
	})
	t.Run("the card burned otherwise: the printed title does not come back (§9.1)", func(t *testing.T) {
		// The justicar title replaced Andi Liu's princedom; when an effect
		// burns the title card (not a yield), Andi is left untitled.
		s := newScenario(3)
		andi := s.Ready(0, "Andi Liu", 3)
		card := s.Hand(0, "Malkavian Justicar")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Malkavian Justicar")
		notBlocked(t, g)
		answer(t, g, "Andi Liu: 3 vote(s) for")
		finish(t, g)
		wantOn(t, g, card, andi)
		g.Burn(card)
		if g.TitleOf(andi) != vtes.NoTitle || g.Votes(andi) != 0 {
			t.Errorf("Andi: title %q, %d votes; want untitled, 0", g.TitleOf(andi), g.Votes(andi))
		}
	})
	t.Run("failed: the card goes to the ash heap", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		card := s.Hand(0, "Malkavian Justicar")[0]
		s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton: Malkavian Justicar")
		notBlocked(t, g)
		answer(t, g, "Dr. Stephen Norton", "Pass", "Donny Kowalczyk: 3 vote(s) against")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
	t.Run("not another's Malkavian in a Secure Haven: no legal choice, not played (G00158)", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nik Sikko", 3, "Malkavian Justicar")
		donny := s.Ready(1, "Donny Kowalczyk", 3)
		s.Attach(donny, "Secure Haven", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Malkavian Justicar")
	})
}

// Secure Haven, for 1 pool: a unique location and haven put on a minion
// its Methuselah controls; other Methuselahs' actions cannot target it,
// master cards targeting it cost 1 more pool, and it burns after the
// minion goes to torpor (card text; §10.3; rulings [TOM 19951208-1],
// [LSJ 20010610], [RTR 19960124]).
func TestSecureHaven(t *testing.T) {
	t.Run("played: untargetable, master cards cost 1 more", func(t *testing.T) {
		s := newScenario(3)
		andi := s.Ready(0, "Andi Liu", 3)
		haven := s.Hand(0, "Secure Haven")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Secure Haven")
		wantOn(t, g, haven, andi)
		wantPool(t, g, 29, 30, 30)
		if g.Targetable(andi, 1) || !g.Targetable(andi, 0) || g.MasterSurcharge(andi) != 1 {
			t.Error("Andi targetable by Methuselah 2, or not by his own, or no master surcharge")
		}
	})
	// Master cards targeting it cost 1 more pool, to every Methuselah
	// (TOM 19951208-1): its own (Blood Doll, a Discipline card) and
	// another's (Life in the City, Giant's Blood). Every master card that
	// targets a minion goes through the surcharge: the Discipline cards
	// (brujah.go's disciplineCard), Giant's Blood, the others choosing one.
	for _, tc := range []struct {
		card          string
		seat          int
		with          string // the player's other vampire, for the card's requirement
		withBlood     int
		pools         [3]int
		attached      bool // the card goes on Andi
		andiBloodWant int
	}{
		{"Blood Doll", 0, "Dr. Stephen Norton", 3, [3]int{29, 30, 30}, true, 3},
		{"Obfuscate", 0, "Donny Kowalczyk", 3, [3]int{29, 30, 30}, true, 3},
		{"Life in the City", 1, "Nik Sikko", 1, [3]int{30, 29, 30}, false, 4},
		{"Giant's Blood", 1, "Nik Sikko", 1, [3]int{30, 29, 30}, false, 6},
	} {
		t.Run(tc.card+" costs 1 more pool", func(t *testing.T) {
			s := newScenario(3)
			andi := s.Ready(0, "Andi Liu", 3)
			s.Attach(andi, "Secure Haven", 0)
			s.Ready(tc.seat, tc.with, tc.withBlood)
			card := s.Hand(tc.seat, tc.card)[0]
			g := s.Start(tc.seat, 2, vtes.PhaseMaster)
			answer(t, g, "Play "+tc.card, "Andi Liu")
			if tc.attached {
				wantOn(t, g, card, andi)
			}
			wantBlood(t, andi, tc.andiBloodWant)
			wantPool(t, g, tc.pools[0], tc.pools[1], tc.pools[2])
		})
	}
	t.Run("an action choosing a minion cannot choose it (LSJ 20031010)", func(t *testing.T) {
		// Archon "chooses a Camarilla vampire": choosing is targeting.
		s := newScenario(3)
		s.Ready(0, "Farah Sarroub", 3)
		readyWithHand(s, 0, "Arjun Shah", 3, "Archon")
		andi := s.Ready(1, "Andi Liu", 3)
		s.Attach(andi, "Secure Haven", 0)
		s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Archon")
		notBlocked(t, g)
		mustNotOffer(t, g, "Andi Liu")
		mustOffer(t, g, "Donny Kowalczyk")
	})
	t.Run("no surcharge for the effects of cards in play (ANK 20221120)", func(t *testing.T) {
		// The Rumor Mill, in play, chooses the minion: no extra pool.
		s := newScenario(3)
		s.Ready(0, "Nathaniel Bordruff", 3)
		andi := s.Ready(1, "Andi Liu", 3)
		s.Attach(andi, "Secure Haven", 0)
		s.Ready(2, "Mason Ha", 3)
		s.InPlay(2, "The Rumor Mill, Tabloid Newspaper")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts")
		passUntil(t, g, "Use The Rumor Mill")
		answer(t, g, "Use The Rumor Mill", "Andi Liu", "No")
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("no diablerie of the torpid minion by another Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		horace := s.Torpor(1, "Horace Radcliffe", 1)
		s.Attach(horace, "Secure Haven", 0)
		s.Torpor(1, "The Dowager", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "diablerizes The Dowager")
		mustNotOffer(t, g, "diablerizes Horace Radcliffe")
		mustNotOffer(t, g, "rescues Horace Radcliffe")
	})
	t.Run("on a minion in torpor; one haven per minion", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Torpor(0, "Horace Radcliffe", 1)
		s.Hand(0, "Secure Haven")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Secure Haven")
		if len(horace.Attached) != 1 {
			t.Fatal("not on Horace in torpor [LSJ 20010610]")
		}

		s = newScenario(3)
		horace = s.Ready(0, "Horace Radcliffe", 1)
		s.Attach(horace, "Secure Haven", 0)
		s.Hand(0, "Secure Haven")
		g = s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Secure Haven")
	})
	t.Run("burned after torpor, unless contested", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Horace Radcliffe blood 1; attached: Secure Haven
			ready 1: The Dowager blood 1; attached: Secure Haven contested`)
		g.ToTorpor(card(t, g, "Horace Radcliffe"))
		g.ToTorpor(card(t, g, "The Dowager"))
		play(t, g, `= ash heap: Secure Haven
			= on The Dowager: Secure Haven contested`)
	})
}

// Telepathic Vote Counting, by the acting vampire in the polling of its
// political action, before or after votes [LSJ 19980130]: [aus] the
// referendum is canceled, nothing tallied [LSJ 20010209], and the
// political action card returns to its owner's hand; [AUS] a vampire is
// made to abstain, its votes removed (card text; §5.2).
func TestTelepathicVoteCounting(t *testing.T) {
	t.Run("inferior: cancel, the card back in hand", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		krc := s.Hand(0, "Kine Resources Contested", "Telepathic Vote Counting")[0]
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Andi Liu: 2 vote(s) for")
		answer(t, g, "Play Telepathic Vote Counting (cancel the referendum)")
		if !logged(g, "canceled") || logged(g, "The referendum passes") {
			t.Errorf("not canceled\n%s", logText(g))
		}
		wantZone(t, krc, vtes.ZoneHand)
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("inferior: the owner discards down afterward, at once", func(t *testing.T) {
		// Card text "(discard down afterward)": Telepathic Vote Counting's
		// replacement is drawn as it is played (§1.5.3), so the returned
		// card makes 8 and its owner discards down as it returns, in the
		// polling (no ruling sets a later time).
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		krc := s.Hand(0, "Kine Resources Contested", "Telepathic Vote Counting", "Threats", "Threats", "Threats", "Threats", "Threats")[0]
		s.Library(0, "Bonding", "Bonding", "Bonding")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Andi Liu: 2 vote(s) for")
		answer(t, g, "Play Telepathic Vote Counting (cancel the referendum)")
		if d := g.Pending(); d == nil || d.Kind != "vtes.hand-discard" {
			t.Fatalf("no discard down at once: %q\n%s", labels(g), logText(g))
		}
		answer(t, g, "Threats")
		if n := len(g.Methuselah(0).Hand); n != 7 {
			t.Errorf("hand of %d cards, want 7", n)
		}
		wantZone(t, krc, vtes.ZoneHand)
	})
	t.Run("superior: a vampire abstains", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested", "Telepathic Vote Counting")
		s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		answer(t, g, "Play Telepathic Vote Counting (force a vampire to abstain)", "Donny Kowalczyk")
		finish(t, g)
		if !logged(g, "The referendum passes (1 for, 0 against)") {
			t.Errorf("Donny's votes still count\n%s", logText(g))
		}
	})
	t.Run("not outside a political action's polling", func(t *testing.T) {
		g := startActing("Andi Liu", 3, "Telepathic Vote Counting", "Ayelech", 3)
		answer(t, g, "Andi Liu hunts", "Block with Ayelech")
		neverOffered(t, g, "Play Telepathic Vote Counting")
	})
}
