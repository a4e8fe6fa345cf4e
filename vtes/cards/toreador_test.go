package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood Toreador starter (NB:PTo), one test
// per card, each mode and key restriction a subtest.

// Aire of Elation, during a bleed, for 1 blood: +1 bleed (+2 superior),
// and +1 more for a Toreador (card text; §14 C20 limited bleed
// modifiers); not during other actions.
func TestAireOfElation(t *testing.T) {
	wantBleedModifiers(t, "Aire of Elation", []bleedModifier{
		{"Catalina Vega", "(+2 bleed", "", 25},           // 1 + Catalina's 1 + 2 + Toreador 1
		{"Catalina Vega", "(+1 bleed", "", 26},           // 1 + 1 + 1 + 1
		{"Lenny Burkhead", "(+1 bleed", "(+2 bleed", 27}, // 1 + Lenny's 1 + 1, not Toreador
	})
	// "(limited)" reminds of a rule that holds whoever plays the card: a
	// non-Toreador raising the bleed with it plays no other bleed
	// modifier card in that bleed, before or after it (§14 C19; [RB]
	// "Bleed", "Limited"). Lenny Burkhead has [pre] and [obf].
	for _, order := range [][2]string{{"Aire of Elation", "Old Friends"}, {"Old Friends", "Aire of Elation"}} {
		t.Run("limited for a non-Toreador: "+order[0]+" then no "+order[1], func(t *testing.T) {
			g := bleedWith(t, "Lenny Burkhead", "Aire of Elation", "Old Friends")
			mustOffer(t, g, "Play "+order[1])
			answer(t, g, "Play "+order[0]+" (+1 bleed")
			neverOffered(t, g, "Play "+order[1])
			wantPool(t, g, 30, 27, 30) // 1 + Lenny's 1 + 1
		})
	}
	t.Run("not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Catalina Vega", 3)
		aire := s.Hand(0, "Aire of Elation")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Catalina Vega hunts")
		neverOffered(t, g, "Play Aire of Elation")
		wantZone(t, aire, vtes.ZoneHand)
	})
}

// Art Museum: a unique location needing a ready Toreador (2 pool); lock it
// in the influence phase to add 1 blood to a Toreador in the uncontrolled
// region (card text; §1.6).
func TestArtMuseum(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "Nik Sikko", "Art Museum", 28)
	})
	t.Run("lock it: 1 blood to an uncontrolled Toreador", func(t *testing.T) {
		s := newScenario(3)
		nik := s.Uncontrolled(0, "Nik Sikko", 1)
		horace := s.Uncontrolled(0, "Horace Radcliffe", 1)
		museum := s.InPlay(0, "Art Museum")
		g := s.Start(0, 4, vtes.PhaseInfluence)
		answer(t, g, "Use Art Museum")
		mustNotOffer(t, g, "Use Art Museum")
		wantBlood(t, nik, 2)
		wantBlood(t, horace, 1)
		wantLocked(t, museum, true)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Uncontrolled(0, "Horace Radcliffe", 1)
		s.InPlay(0, "Art Museum")
		g := s.Start(0, 4, vtes.PhaseInfluence)
		mustNotOffer(t, g, "Use Art Museum")
	})
}

// Bewitching Oration, during the polling of a political action: +2 votes
// (+4 superior) (card text; §5.3).
func TestBewitchingOration(t *testing.T) {
	for _, tc := range []struct {
		mode, want string
	}{{"(+2 votes)", "casts 2 vote(s) for"}, {"(+4 votes)", "casts 4 vote(s) for"}} {
		g := minionPhase("Mkhokheli", 3, "Kine Resources Contested", "Bewitching Oration")
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Play Bewitching Oration "+tc.mode, "Vote for")
		finish(t, g)
		if !logged(g, tc.want) {
			t.Errorf("%s: no %q\n%s", tc.mode, tc.want, logText(g))
		}
	}
}

// Conservative Agitation: allocate as many points as there are
// Methuselahs among two or more of them, the caller included if they wish;
// the referendum passing, each burns 1 pool per point (card text; §5.2; [LSJ
// 20000622]).
func TestConservativeAgitation(t *testing.T) {
	g := minionPhase("Mkhokheli", 3, "Conservative Agitation")
	answer(t, g, "Mkhokheli: Conservative Agitation", "Methuselah 2", "Methuselah 2")
	mustNotOffer(t, g, "Methuselah 2") // not every point on one Methuselah
	answer(t, g, "Methuselah 1")
	finish(t, g)
	wantPool(t, g, 29, 28, 30)
}

// Domain Challenge: each Methuselah burns 1 pool per locked minion they
// control, a vampire in torpor included, counted once the referendum is
// over: a vampire locked by Scalpel Tongue during polling counts (card
// text; §5.2, §13.2; [RTR 19941109]).
func TestDomainChallenge(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Mkhokheli", 3, "Domain Challenge", "Scalpel Tongue") // locked by acting
	cat := s.Ready(1, "Catalina Vega", 3)
	s.Ready(1, "Nik Sikko", 3) // unlocked: no pool
	s.Torpor(2, "Horace Radcliffe", 0).Locked = true
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli: Domain Challenge", "Do not block")
	answer(t, g, "Pass") // Methuselah 1 waits
	answer(t, g, "Catalina Vega: 2 vote(s) against")
	answer(t, g, "Play Scalpel Tongue (a voting vampire is locked and abstains)", "Mkhokheli: 2 vote(s) for")
	finish(t, g)
	wantLocked(t, cat, true)
	wantPool(t, g, 29, 29, 29)
}

// Dummy Corporation: a unique location (no cost); burn it while a minion
// bleeds its Methuselah to reduce the bleed by 2 (card text; §1.6, §3.5.1).
func TestDummyCorporation(t *testing.T) {
	t.Run("played", func(t *testing.T) {
		wantPlayed(t, "", "Dummy Corporation", 30)
	})
	t.Run("burned to reduce a bleed by 2", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		dc := s.InPlay(1, "Dummy Corporation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Use Dummy Corporation: burn: reduce the bleed by 2")
		finish(t, g)
		wantZone(t, dc, vtes.ZoneAsh)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Mkhokheli", 3)
		s.InPlay(1, "Dummy Corporation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead hunts", "Do not block")
		neverOffered(t, g, "Use Dummy Corporation")
	})
}

// Enchant Kindred: [pre] a bleed at +1; [PRE] a +1 stealth action adding 2
// blood to a younger vampire in the player's uncontrolled region (card
// text; §1.3 capacity is age).
func TestEnchantKindred(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Enchant Kindred")
		answer(t, g, "Mkhokheli: Enchant Kindred (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: 2 blood to a younger uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3) // capacity 6
		nik := s.Uncontrolled(0, "Nik Sikko", 1)
		s.Uncontrolled(0, "Catalina Vega", 1) // capacity 8: older
		s.Hand(0, "Enchant Kindred")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Catalina Vega")
		answer(t, g, "Mkhokheli: Enchant Kindred (2 blood to a younger uncontrolled vampire → Nik Sikko)")
		if a := g.Action(); a != nil && (a.Stealth != 1 || a.Directed) {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		finish(t, g)
		wantBlood(t, nik, 3)
	})
}

// Entrancement: [pre] a bleed at +1; [PRE] a +1 stealth directed action
// stealing an ally another Methuselah controls (card text; §14 C10
// "steal": it stays in its region).
func TestEntrancement(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Entrancement")
		answer(t, g, "Mkhokheli: Entrancement (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: steal an ally", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Entrancement")
		stray := s.Ready(2, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Entrancement (steal an ally → Underbridge Stray)")
		if a := g.Action(); a.TargetSeat != 2 || a.Stealth != 1 {
			t.Errorf("aimed at seat %d with stealth %d, want seat 2 at +1", a.TargetSeat, a.Stealth)
		}
		finish(t, g)
		wantZone(t, stray, vtes.ZoneReady)
		if stray.Controller != 0 {
			t.Errorf("the Stray is controlled by seat %d, want seat 0", stray.Controller)
		}
	})
}

// Kine Resources Contested: 4 points among two or more Methuselahs, never
// all on one, even beyond a Methuselah's pool; each burns 1 pool per
// point. Methuselahs ousted together each score for their prey, and only
// the survivors gain 6 pool (card text; §5.2, §8.1; [LSJ 20000622]; groups G00135,
// G00015 [LSJ 20000309]).
func TestKineResourcesContested(t *testing.T) {
	t.Run("allocation", func(t *testing.T) {
		g := minionPhase("Nik Sikko", 3, "Kine Resources Contested")
		answer(t, g, "Nik Sikko: Kine Resources Contested", "Methuselah 2", "Methuselah 2", "Methuselah 2")
		mustNotOffer(t, g, "Methuselah 2")
		answer(t, g, "Methuselah 3")
		finish(t, g)
		wantPool(t, g, 30, 27, 29)
	})
	t.Run("two ousts at once", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Nik Sikko", 3, "Kine Resources Contested")
		s.Pool(1, 1).Pool(2, 2) // more points than pool: allowed (group G00135)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Nik Sikko")
		finish(t, g)
		wantTwoOusted(t, g, 36, 0, 0, 30)
	})
}

// Majesty, for 1 blood: strike: combat ends, no damage; superior: the
// vampire also unlocks, and may act again (card text; §6.4; [RTR
// 20020501]).
func TestMajesty(t *testing.T) {
	t.Run("inferior: combat ends", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		mk := readyWithHand(s, 1, "Mkhokheli", 3, "Majesty")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		answer(t, g, "Play Majesty (combat ends) with")
		finish(t, g)
		wantBlood(t, horace, 3)
		wantBlood(t, mk, 2)
		wantLocked(t, mk, true)
	})
	t.Run("superior: the acting vampire unlocks and acts again", func(t *testing.T) {
		g, mk, _ := startBlockedBleed(t, "Mkhokheli", 3, "Majesty", "Horace Radcliffe", 3)
		answer(t, g, "Play Majesty (combat ends, unlock)")
		wantLocked(t, mk, false)
		mustOffer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Mkhokheli bleeds") // one bleed each turn
	})
}

// Minion Tap: move any amount of blood from a vampire the player controls
// to their pool (card text; §1.6).
func TestMinionTap(t *testing.T) {
	s := newScenario(3)
	mk := readyWithHand(s, 0, "Mkhokheli", 3, "Minion Tap")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Minion Tap", "2") // amounts 1 to 3
	wantBlood(t, mk, 1)
	wantPool(t, g, 32, 30, 30)
}

// On the Qui Vive: a locked minion wakes and may block; one each minion
// between its unlock phases; an ally that played it does not unlock in
// its next unlock phase (card text; §14 C3; group G00115).
func TestOnTheQuiVive(t *testing.T) {
	t.Run("wake and block, once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(0, "Lenny Burkhead", 3)
		mk := s.Ready(1, "Mkhokheli", 4)
		mk.Locked = true
		s.Hand(1, "On the Qui Vive", "On the Qui Vive")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Play On the Qui Vive (wake) with Mkhokheli", "Block with Mkhokheli")
		if !logged(g, "Mkhokheli blocks Horace Radcliffe") {
			t.Fatalf("no block\n%s", logText(g))
		}
		answer(t, g, "Lenny Burkhead bleeds")
		mustNotOffer(t, g, "Play On the Qui Vive")
	})
	t.Run("not twice before its own unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(1, "Nik Sikko", 3)
		mk := s.Ready(2, "Mkhokheli", 6)
		mk.Locked = true
		s.Hand(2, "On the Qui Vive", "On the Qui Vive")
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		// Turn 2: Horace hunts; Methuselah 3, his predator, may block.
		answer(t, g, "Horace Radcliffe hunts", "Do not block", "Play On the Qui Vive (wake) with Mkhokheli", "Do not block")
		// Turn 3: Nik bleeds Methuselah 3; Mkhokheli has had no unlock
		// phase since.
		passUntil(t, g, "Nik Sikko bleeds")
		answer(t, g, "Nik Sikko bleeds")
		mustNotOffer(t, g, "Play On the Qui Vive")
	})
	t.Run("not by an unlocked minion", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 3, "Mkhokheli", 4, "On the Qui Vive")
		answer(t, g, "Horace Radcliffe bleeds")
		mustNotOffer(t, g, "Play On the Qui Vive")
	})
	t.Run("an ally stays locked in its next unlock phase", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Horace Radcliffe", 3)
		stray := s.Ready(1, "Underbridge Stray", 1)
		stray.Locked = true
		mk := s.Ready(1, "Mkhokheli", 3)
		mk.Locked = true
		s.Hand(1, "On the Qui Vive")
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Play On the Qui Vive (wake) with Underbridge Stray", "Do not block")
		passUntil(t, g, "Mkhokheli bleeds") // Methuselah 2's turn
		wantLocked(t, stray, true)
		wantLocked(t, mk, false)
	})
}

// Parity Shift: requires a prince or justicar and a Methuselah with more
// pool than the caller; 3 of their pool go to other Methuselahs as the
// caller allocates; if they hold less when it passes, the caller takes
// points back within the terms (card text; §5.2, §8.1; [LSJ 20010606]; group G00158).
func TestParityShift(t *testing.T) {
	t.Run("3 pool shared out", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Parity Shift")
		s.Pool(1, 35).Pool(2, 25)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Parity Shift")
		// Only Methuselah 2 has more pool: chosen without asking.
		answer(t, g, "Methuselah 1", "Methuselah 1", "Methuselah 3")
		finish(t, g)
		wantPool(t, g, 32, 32, 26)
	})
	t.Run("no Methuselah richer: no action", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Parity Shift")
		mustNotOffer(t, g, "Parity Shift")
	})
	t.Run("the target holds less than 3 when it passes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Parity Shift", "Scorn of Adonis") // 2 votes
		s.Ready(1, "The Dowager", 3)                                           // 1 vote
		s.Pool(0, 2).Pool(1, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Parity Shift", "Do not block", "Methuselah 2", "Methuselah 1", "Methuselah 1", "Methuselah 3")
		// Polling goes round from the caller (rules/vtes.md §12 A9).
		answer(t, g, "Play Scorn of Adonis", "The Dowager: 1 vote(s) against", "Mkhokheli: 2 vote(s) for")
		// Scorn of Adonis leaves Methuselah 2 with 2 pool: one point goes
		// back, the caller choosing whose.
		answer(t, g, "Methuselah 3")
		finish(t, g)
		if !g.Methuselah(1).Ousted {
			t.Fatalf("Methuselah 2 gave all their pool and is not ousted\n%s", logText(g))
		}
		wantPool(t, g, 10, 0, 30) // 2 + 2, and 6 for the oust
	})
}

// Resist Earth's Grasp, for 1 blood: [cel] a press, or a maneuver with 1
// optional press; [CEL] +1 stealth (card text; §6.3, §6.6).
func TestResistEarthsGrasp(t *testing.T) {
	t.Run("inferior: maneuver with an optional press", func(t *testing.T) {
		g, nik, mk := startBlockedBleed(t, "Nik Sikko", 3, "Resist Earth's Grasp", "Mkhokheli", 3)
		answer(t, g, "Play Resist Earth's Grasp (maneuver with 1 optional press)")
		if !logged(g, "the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
		answer(t, g, "Use an optional press")
		finish(t, g)
		// Round 1 at long range: no hand strike lands; round 2 is at close
		// range again (a new range step).
		wantBlood(t, nik, 1) // the card's cost and round 2's hand strike
		wantBlood(t, mk, 2)
		if countLog(g, "Combat:") != 1 || !logged(g, "Nik Sikko presses") {
			t.Errorf("no second round\n%s", logText(g))
		}
	})
	t.Run("superior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Catalina Vega", 3, "Resist Earth's Grasp", "Mkhokheli", 3)
		answer(t, g, "Play Resist Earth's Grasp (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
}

// Scalpel Tongue, for 1 blood, needs Celerity and Presence: during polling
// a vampire that cast votes is locked and abstains; superior: it also
// burns 1 blood; an action modifier for the caller's vampire, a reaction
// for the others (card text; §5.2, §5.3).
func TestScalpelTongue(t *testing.T) {
	t.Run("superior as a reaction: the caller's prince abstains", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		cat := readyWithHand(s, 1, "Catalina Vega", 3, "Scalpel Tongue")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Pass")
		mustNotOffer(t, g, "Play Scalpel Tongue") // nobody has voted yet
		answer(t, g, "Catalina Vega: 2 vote(s) against", "Mkhokheli: 2 vote(s) for")
		answer(t, g, "Play Scalpel Tongue (a voting vampire is locked and abstains, burns 1 blood) with Catalina Vega", "Mkhokheli")
		finish(t, g)
		if !logged(g, "The referendum fails (1 for, 2 against)") {
			t.Errorf("Mkhokheli's 2 votes still count\n%s", logText(g))
		}
		wantBlood(t, mk, 2)
		wantBlood(t, cat, 2)
		wantLocked(t, mk, true)
	})
	t.Run("the votes cards gave the vampire abstain too", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested", "Bewitching Oration")
		readyWithHand(s, 1, "Catalina Vega", 3, "Scalpel Tongue")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		// Mkhokheli's +4 go for, with his own 2 votes.
		answer(t, g, "Play Bewitching Oration (+4 votes)", "Vote for", "Catalina Vega: 2 vote(s) against")
		answer(t, g, "Play Scalpel Tongue (a voting vampire is locked and abstains) with Catalina Vega", "Mkhokheli")
		finish(t, g)
		if !logged(g, "The referendum fails (1 for, 2 against)") {
			t.Errorf("Mkhokheli abstains with all his votes\n%s", logText(g))
		}
	})
	t.Run("needs both Disciplines at the level", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested", "Scalpel Tongue") // cel PRE: no superior mode
		s.Ready(1, "Catalina Vega", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Pass", "Catalina Vega: 2 vote(s) against")
		mustOffer(t, g, "Play Scalpel Tongue (a voting vampire is locked and abstains) with Mkhokheli")
		mustNotOffer(t, g, "burns 1 blood")
	})
}

// Scorn of Adonis: Toreador only; during polling; each Methuselah casting
// votes against burns 1 pool once the votes are tallied, votes cast before
// or after it alike, 1 pool each however many votes (card text; §5.2; [RTR
// 19951110]).
func TestScornOfAdonis(t *testing.T) {
	t.Run("those voting against burn 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested", "Scorn of Adonis")
		readyWithHand(s, 1, "The Dowager", 3, "Conservative Agitation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		// Polling goes round from the caller (rules/vtes.md §12 A9): the
		// Dowager votes against before Scorn of Adonis is played, a
		// political card of the same Methuselah after it.
		answer(t, g, "Pass", "The Dowager: 1 vote(s) against")
		answer(t, g, "Play Scorn of Adonis", "Discard Conservative Agitation: 1 vote against")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		finish(t, g)
		// 3 for, 2 against: passes; Methuselah 2 burns 1 for Scorn (once,
		// for two sources against) and 2 for the referendum, Methuselah 3
		// burns 2.
		wantPool(t, g, 30, 27, 28)
	})
	t.Run("not by a Nosferatu", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Kine Resources Contested", "Scorn of Adonis")
		s.Ready(1, "The Dowager", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Lenny Burkhead")
		mustNotOffer(t, g, "Scorn of Adonis")
	})
}

// Second Tradition: Domain, by a prince or justicar: +2 intercept; or, by
// a locked one that can burn 1 blood, unlock and attempt to block at once
// with +2 intercept
// (card text; §4.3, §9.8; groups G00097, G00124).
func TestSecondTraditionDomain(t *testing.T) {
	t.Run("+2 intercept", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Mkhokheli", 3, "Second Tradition: Domain")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The Dowager", "Mkhokheli")
		answer(t, g, "Play Lost in Crowds (+2 stealth)", "Play Second Tradition: Domain (+2 intercept)")
		finish(t, g)
		if !logged(g, "Mkhokheli blocks The Dowager") {
			t.Errorf("no block at 2 against 2\n%s", logText(g))
		}
	})
	t.Run("a locked prince burns 1 blood to block", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		mk := s.Ready(1, "Mkhokheli", 3)
		mk.Locked = true
		s.Hand(1, "Second Tradition: Domain")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds", "Play Second Tradition: Domain (burn 1 blood: unlock and block with +2 intercept)")
		wantBlood(t, mk, 2)
		// The attempt starts at once: the Dowager bids against 2 intercept.
		mustNotOffer(t, g, "Do not block")
		answer(t, g, "Play Lost in Crowds (+2 stealth)")
		finish(t, g)
		if !logged(g, "Mkhokheli blocks The Dowager") {
			t.Errorf("no block with the +2 intercept\n%s", logText(g))
		}
	})
	t.Run("not without the blood to burn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Dowager", 3)
		mk := s.Ready(1, "Mkhokheli", 0)
		mk.Locked = true
		s.Hand(1, "Second Tradition: Domain")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds")
		neverOffered(t, g, "Play Second Tradition")
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 3, "Nik Sikko", 3, "Second Tradition: Domain")
		answer(t, g, "Mkhokheli hunts", "Block with Nik Sikko")
		neverOffered(t, g, "Play Second Tradition")
	})
}

// Telepathic Counter: reduce a bleed against its Methuselah by 1 (2
// superior) (card text; §3.5.1).
func TestTelepathicCounter(t *testing.T) {
	for _, tc := range []struct {
		reactor, mode string
		want          int
	}{
		{"Catalina Vega", "(reduce the bleed by 2)", 30},
		{"Flávio Gonçalves", "(reduce the bleed by 1)", 29},
	} {
		t.Run(tc.reactor, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Lenny Burkhead", 3) // bleed 2
			readyWithHand(s, 1, tc.reactor, 3, "Telepathic Counter")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Lenny Burkhead bleeds", "Do not block")
			if tc.reactor == "Flávio Gonçalves" {
				mustNotOffer(t, g, "(reduce the bleed by 2)")
			}
			answer(t, g, "Play Telepathic Counter "+tc.mode)
			finish(t, g)
			wantPool(t, g, 30, tc.want, 30)
		})
	}
}

// Telepathic Misdirection, for 1 blood: [aus] +1 intercept; [AUS] after
// blocks are declined (a failed block is declining), lock the vampire and
// send the bleed to another Methuselah, not the bleeder's, who may block
// (card text; §3.5.1, §4.2; group G00106 [ANK 20211003]).
func TestTelepathicMisdirection(t *testing.T) {
	t.Run("inferior: +1 intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		flavio := readyWithHand(s, 1, "Flávio Gonçalves", 3, "Telepathic Misdirection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe hunts", "Block with Flávio", "Play Telepathic Misdirection (+1 intercept)")
		wantBlood(t, flavio, 2)
		if !logged(g, "Flávio Gonçalves blocks Horace Radcliffe") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("superior: the bleed goes to another Methuselah", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds") // obf: Lost in Crowds
		cat := readyWithHand(s, 1, "Catalina Vega", 3, "Telepathic Misdirection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		// Catalina fails to block at 1 stealth: she still declined.
		answer(t, g, "Lenny Burkhead bleeds", "Block with Catalina", "Play Lost in Crowds (+1 stealth)", "Pass")
		answer(t, g, "Play Telepathic Misdirection (redirect the bleed)")
		mustNotOffer(t, g, "Methuselah 1")
		mustNotOffer(t, g, "Methuselah 2")
		answer(t, g, "Methuselah 4")
		finish(t, g)
		wantLocked(t, cat, true)
		wantBlood(t, cat, 2)
		wantPool(t, g, 30, 30, 30, 28)
		if g.Edge != 0 {
			t.Errorf("Edge at %d, want seat 0", g.Edge)
		}
	})
}

// Toreador Grand Ball, for 1 pool, with two ready Toreador: one is locked
// and does not unlock as normal; the other's actions other than bleeds
// cannot be blocked; minions may burn it, a Nosferatu at -1 stealth (card
// text; §3.2, §4.2; [LSJ 19970814]).
func TestToreadorGrandBall(t *testing.T) {
	t.Run("one locked, the other unblockable except when bleeding", func(t *testing.T) {
		s := newScenario(2)
		mk := s.Ready(0, "Mkhokheli", 3)
		nik := s.Ready(0, "Nik Sikko", 3)
		tgb := s.Hand(0, "Toreador Grand Ball")[0]
		s.Ready(1, "Horace Radcliffe", 3)
		g := startTurns(s, 3, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Toreador Grand Ball", "Nik Sikko")
		wantZone(t, tgb, vtes.ZoneInPlay)
		wantLocked(t, nik, true)
		wantPool(t, g, 29, 30)
		answer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Block with")
		// Turn 4: Nik stays locked; Mkhokheli's bleed may be blocked.
		passUntil(t, g, "Mkhokheli bleeds")
		wantLocked(t, nik, true)
		wantLocked(t, mk, false)
		answer(t, g, "Mkhokheli bleeds")
		mustOffer(t, g, "Block with Horace Radcliffe")
	})
	t.Run("still unblockable after a bleed", func(t *testing.T) {
		// [LSJ 19970814]: Mkhokheli bleeds (blockable), is blocked, unlocks
		// with Majesty and hunts: that hunt cannot be blocked.
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		readyWithHand(s, 0, "Nik Sikko", 3, "Toreador Grand Ball", "Majesty")
		s.Ready(1, "Horace Radcliffe", 3)
		s.Ready(1, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Toreador Grand Ball", "Nik Sikko")
		blockedBleed(t, g, "Mkhokheli", "Horace Radcliffe")
		answer(t, g, "Play Majesty (combat ends, unlock)")
		answer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Block with Lenny Burkhead")
		finish(t, g)
		if n := countLog(g, "attempts to block"); n != 1 {
			t.Errorf("the hunt was blockable\n%s", logText(g))
		}
	})
	t.Run("not with one Toreador", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 0, "Horace Radcliffe", 3, "Toreador Grand Ball")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Toreador Grand Ball")
	})
	t.Run("a Nosferatu burns it at -1 stealth", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		tgb := s.InPlay(1, "Toreador Grand Ball")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe burns Toreador Grand Ball")
		if a := g.Action(); a.Stealth != -1 || a.TargetSeat != 1 {
			t.Errorf("stealth %d against seat %d, want -1 against seat 1", a.Stealth, a.TargetSeat)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantZone(t, tgb, vtes.ZoneAsh)
	})
}

// Voter Captivation, after a political action whose referendum passed:
// the vampire gains 1 blood per vote of the margin; superior: up to 2 of
// them go to the pool instead (card text; §5.2; group G00006, G00087).
func TestVoterCaptivation(t *testing.T) {
	t.Run("inferior: blood per vote", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 1, "Kine Resources Contested", "Voter Captivation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Mkhokheli: 2 vote(s) for") // 3 for, 0 against
		answer(t, g, "Play Voter Captivation (gain blood per vote of the margin)")
		wantBlood(t, mk, 4)
	})
	t.Run("superior: 2 to the pool", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 1, "Kine Resources Contested", "Voter Captivation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Mkhokheli: 2 vote(s) for")
		answer(t, g, "Play Voter Captivation (blood per vote, up to 2 to your pool)", "2")
		wantBlood(t, mk, 2)
		wantPool(t, g, 32, 28, 28)
	})
	t.Run("not after a failed referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 1, "Kine Resources Contested", "Voter Captivation")
		readyWithHand(s, 1, "The Dowager", 3, "Protected District")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		answer(t, g, "Pass", "Play Protected District (+3 votes against)")
		neverOffered(t, g, "Play Voter Captivation")
	})
}
