package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood Tremere starter (NB:PTr), one test per
// card, each mode and key restriction a subtest.

// Arcane Library: a unique location needing a ready Tremere (2 pool); lock
// it in the influence phase to add 1 blood to a Tremere in the
// uncontrolled region (card text; §1.6, §1.5.4).
func TestArcaneLibrary(t *testing.T) {
	t.Run("played for 2 pool", func(t *testing.T) {
		wantPlayed(t, "Mason Ha", "Arcane Library", 28)
	})
	t.Run("not without a ready Tremere", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		s.Torpor(0, "Mason Ha", 3)
		s.Hand(0, "Arcane Library")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Arcane Library")
	})
	t.Run("lock it: 1 blood to an uncontrolled Tremere", func(t *testing.T) {
		s := newScenario(3)
		mason := s.Uncontrolled(0, "Mason Ha", 1)
		naomi := s.Uncontrolled(0, "Naomi Stewart", 1)
		lib := s.InPlay(0, "Arcane Library")
		g := s.Start(0, 4, vtes.PhaseInfluence)
		answer(t, g, "Use Arcane Library")
		mustNotOffer(t, g, "Use Arcane Library")
		wantBlood(t, mason, 2)
		wantBlood(t, naomi, 1)
		wantLocked(t, lib, true)
	})
}

// Bonding, during a bleed: [dom] +1 bleed; [DOM] +1 stealth and +1 bleed,
// only when the stealth is needed and never on another action; one
// bleed-raising modifier per bleed (card text; §14 C19; [TOM 19951109],
// [LSJ 19980824]).
func TestBonding(t *testing.T) {
	t.Run("inferior: +1 bleed", func(t *testing.T) {
		g := bleedWith(t, "Mason Ha", "Bonding")
		answer(t, g, "Play Bonding (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: +1 stealth only while blocked", func(t *testing.T) {
		g := bleedWith(t, "Trevon Parker", "Bonding")
		mustNotOffer(t, g, "(+1 stealth and +1 bleed)")
		mustOffer(t, g, "Play Bonding (+1 bleed)")
	})
	t.Run("superior: escapes a block, +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Trevon Parker", 3, "Bonding", "Threats")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Mkhokheli", "Play Bonding (+1 stealth and +1 bleed)")
		// The Threats would be a second bleed-raising modifier.
		neverOffered(t, g, "Play Threats")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for the stealth of a hunt", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Trevon Parker", 3, "Bonding")
		readyWithHand(s, 1, "Mkhokheli", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker hunts", "Block with Mkhokheli", "Play Enhanced Senses")
		neverOffered(t, g, "Play Bonding")
	})
}

// Enhanced Senses: +1 intercept (+2 superior), while blocking and short
// (card text; §4.3).
func TestEnhancedSenses(t *testing.T) {
	t.Run("superior: +2 intercept", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Chrysanthemum", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Chrysanthemum")
		mustNotOffer(t, g, "Play Lost in Crowds") // not being blocked at 1 stealth against 0
		answer(t, g, "Play Enhanced Senses (+2 intercept)", "Play Lost in Crowds (+2 stealth)")
		mustNotOffer(t, g, "Play Enhanced Senses") // one of a name each action
		finish(t, g)
		if logged(g, "Chrysanthemum blocks") {
			t.Errorf("blocked at 2 intercept against 3 stealth\n%s", logText(g))
		}
	})
	t.Run("inferior: +1 intercept", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Mason Ha", 3, "Enhanced Senses")
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Mason Ha")
		mustNotOffer(t, g, "(+2 intercept)")
		answer(t, g, "Play Enhanced Senses (+1 intercept)")
		if !logged(g, "Mason Ha blocks Dr. Stephen Norton") {
			t.Errorf("no block at 1 against 1\n%s", logText(g))
		}
	})
}

// Eyes of Argus: [aus] +2 intercept during an action directed at its
// Methuselah, not an undirected one; [AUS] a locked vampire wakes and may
// block (card text; §4.2, §14 C3; group G00115).
func TestEyesOfArgus(t *testing.T) {
	t.Run("inferior: +2 intercept against a bleed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Mason Ha", 3, "Eyes of Argus")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Mason Ha", "Play Lost in Crowds (+2 stealth)", "Play Eyes of Argus (+2 intercept)")
		finish(t, g)
		if !logged(g, "Mason Ha blocks Dr. Stephen Norton") {
			t.Errorf("no block at 2 against 2\n%s", logText(g))
		}
	})
	t.Run("inferior: not against an undirected action", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Mason Ha", 3, "Eyes of Argus")
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Mason Ha")
		neverOffered(t, g, "Play Eyes of Argus")
	})
	t.Run("superior: a locked vampire wakes and blocks", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Dr. Stephen Norton blood 3
			ready 2: Trevon Parker blood 3 locked
			hand 2: Eyes of Argus
			> Dr. Stephen Norton bleeds
			= not offered: Block with Trevon Parker
			> Play Eyes of Argus (wake) with Trevon Parker
			> Block with Trevon Parker
			> finish
			= logged: Trevon Parker blocks Dr. Stephen Norton`) // the woken vampire blocks
	})
}

// Ivory Bow, for 1 pool: a unique weapon equipped by a +1 stealth action;
// its strike is 1R aggravated damage, which sends a vampire with blood to
// torpor (card text; §3.5.3, §6.4, §6.7).
func TestIvoryBow(t *testing.T) {
	t.Run("equipped for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 3)
		bow := s.Hand(0, "Ivory Bow")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker: Ivory Bow (equip)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantOn(t, g, bow, trevon)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("strike: 1R aggravated damage", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 3)
		s.Attach(trevon, "Ivory Bow", 0)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Mkhokheli", "Ivory Bow: 1R aggravated damage")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantBlood(t, mk, 3)
	})
	t.Run("unique: no second copy under its player's control (§14 C13)", func(t *testing.T) {
		s := newScenario(3)
		s.Attach(s.Ready(0, "Mason Ha", 3), "Ivory Bow", 0)
		s.Ready(0, "Trevon Parker", 3)
		second := s.Hand(0, "Ivory Bow")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Trevon Parker: Ivory Bow (equip)")
		wantZone(t, second, vtes.ZoneHand)
	})
}

// Rego Motum, for 1 blood: prevent 2 (4 superior) damage of the opposing
// minion's strike, not environmental damage; one each round; not without
// strike damage to prevent (card text; §6.7, §14 C34; groups G00153,
// G00154).
func TestRegoMotum(t *testing.T) {
	t.Run("inferior: 2 of a 3-damage strike, one each round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		trevon := readyWithHand(s, 1, "Trevon Parker", 4, "Rego Motum", "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Roundhouse (hand strike at +2)")
		mustOffer(t, g, "(prevent 4 strike damage)") // superior Blood Sorcery
		answer(t, g, "Play Rego Motum (prevent 2 strike damage)")
		mustNotOffer(t, g, "Play Rego Motum")
		finish(t, g)
		wantBlood(t, trevon, 2) // 1 for the card, 1 unprevented
	})
	t.Run("the card prevents 2 in every game: its definition keeps no state", func(t *testing.T) {
		for game := range 2 {
			s := newScenario(3)
			readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
			trevon := readyWithHand(s, 1, "Trevon Parker", 4, "Rego Motum")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Roundhouse (hand strike at +2)", "Play Rego Motum (prevent 2 strike damage)")
			finish(t, g)
			if trevon.Blood != 2 {
				t.Errorf("game %d: Trevon Parker has %d blood, want 2", game+1, trevon.Blood)
			}
		}
	})
	t.Run("superior: the strike's damage, not Carrion Crows'", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows")
		trevon := readyWithHand(s, 1, "Trevon Parker", 4, "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Carrion Crows (2R", "Play Rego Motum (prevent 4 strike damage)")
		finish(t, g)
		wantBlood(t, trevon, 1) // 1 for the card, the Crows' 2
	})
	t.Run("not against environmental damage alone", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows")
		flavio := readyWithHand(s, 1, "Flávio Gonçalves", 4, "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Flávio", "Play Carrion Crows (1R", "Flávio Gonçalves: dodge")
		neverOffered(t, g, "Play Rego Motum")
		wantBlood(t, flavio, 3)
	})
}

// Scouting Mission: [dom] a bleed at +1; [DOM] a +1 stealth undirected
// action adding 2 blood to a younger vampire in its Methuselah's
// uncontrolled region (card text; §1.3 capacity is age).
func TestScoutingMission(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mason Ha", 3)
		s.Uncontrolled(0, "Chrysanthemum", 0)
		s.Hand(0, "Scouting Mission")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "2 blood to a younger")
		answer(t, g, "Mason Ha: Scouting Mission (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: 2 blood to a younger uncontrolled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Trevon Parker", 3) // capacity 6
		mason := s.Uncontrolled(0, "Mason Ha", 1)
		s.Uncontrolled(0, "Lloyd Brooks", 1) // capacity 6: not younger
		s.Hand(0, "Scouting Mission")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Lloyd Brooks")
		answer(t, g, "Trevon Parker: Scouting Mission (2 blood to a younger uncontrolled vampire → Mason Ha)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantBlood(t, mason, 3)
	})
}

// Theft of Vitae: a ranged strike stealing 1 blood (2 superior) before
// damage; from a minion with less, what it has; two thefts resolve
// together, nothing draining between them (card text; §6.4; [RTR
// 20010711], [ANK 20200123]).
func TestTheftOfVitae(t *testing.T) {
	t.Run("superior: steal 2 blood", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 3)
		trevon := readyWithHand(s, 1, "Trevon Parker", 3, "Theft of Vitae")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Theft of Vitae (ranged: steal 2 blood)")
		finish(t, g)
		wantBlood(t, horace, 1)
		wantBlood(t, trevon, 4) // +2, then Horace's hand strike
	})
	t.Run("from a minion with less blood", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 1)
		trevon := readyWithHand(s, 1, "Trevon Parker", 3, "Theft of Vitae")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Theft of Vitae (ranged: steal 2 blood)")
		finish(t, g)
		wantBlood(t, horace, 0)
		wantBlood(t, trevon, 3) // +1, then the hand strike
	})
	t.Run("two thefts at once", func(t *testing.T) {
		s := newScenario(3)
		trevon := readyWithHand(s, 0, "Trevon Parker", 6, "Theft of Vitae") // capacity 6, full
		ayelech := readyWithHand(s, 1, "Ayelech", 7, "Theft of Vitae")      // capacity 7, full
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Ayelech",
			"Play Theft of Vitae (ranged: steal 2 blood) with Trevon", "Play Theft of Vitae (ranged: steal 2 blood) with Ayelech")
		finish(t, g)
		wantBlood(t, trevon, 6)
		wantBlood(t, ayelech, 7)
	})
}

// Threats, during a bleed: +1 bleed (+2 superior); a second bleed-raising
// modifier cannot follow it (card text; §14 C19).
func TestThreats(t *testing.T) {
	for _, tc := range []struct {
		bleeder, mode string
		want          int
	}{
		{"Mason Ha", "(+1 bleed)", 28},
		{"Trevon Parker", "(+2 bleed)", 27},
	} {
		t.Run(tc.bleeder, func(t *testing.T) {
			g := bleedWith(t, tc.bleeder, "Threats", "Conditioning")
			answer(t, g, "Play Threats "+tc.mode)
			neverOffered(t, g, "Play Conditioning")
			wantPool(t, g, 30, tc.want, 30)
		})
	}
	t.Run("not after Conditioning", func(t *testing.T) {
		g := bleedWith(t, "Trevon Parker", "Threats", "Conditioning")
		answer(t, g, "Play Conditioning (+3 bleed)")
		neverOffered(t, g, "Play Threats")
		wantPool(t, g, 30, 26, 30)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := minionPhase("Trevon Parker", 3, "Threats")
		answer(t, g, "Trevon Parker hunts")
		neverOffered(t, g, "Play Threats")
	})
}

// Spirit's Touch: +1 intercept; [AUS] and 1 optional maneuver in the
// combat if this vampire blocks (card text; §6.3; [LSJ 20010813]).
func TestSpiritsTouch(t *testing.T) {
	t.Run("inferior: +1 intercept blocks a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		mason := readyWithHand(s, 1, "Mason Ha", 3, "Spirit's Touch")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Mason Ha")
		mustNotOffer(t, g, "a maneuver if blocking")
		answer(t, g, "Play Spirit's Touch (+1 intercept)")
		neverOffered(t, g, "optional maneuver")
		wantLocked(t, mason, true)
	})
	t.Run("superior: an optional maneuver after blocking", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Chrysanthemum", 3, "Spirit's Touch")
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Chrysanthemum", "Play Spirit's Touch (+1 intercept, a maneuver if blocking)")
		answer(t, g, "Use an optional maneuver (1 left)")
		if !logged(g, "Chrysanthemum maneuvers: the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
		finish(t, g)
	})
}

// Apportation: [tha] a press, only to continue the combat, not to cancel
// the opponent's press; [THA] a maneuver (card text; §6.3, §6.6).
func TestApportation(t *testing.T) {
	t.Run("inferior: press to continue", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 6, "Brandon Grime", 4, "Apportation") // Brandon: inferior Blood Sorcery
		blockedBleed(t, g, "Horace Radcliffe", "Brandon Grime")
		passUntil(t, g, "Play Apportation (press to continue)")
		mustNotOffer(t, g, "(maneuver)")
		answer(t, g, "Play Apportation (press to continue)")
		finish(t, g)
		if !logged(g, "Brandon Grime presses.") || countLog(g, "Brandon Grime takes 1 damage") != 2 {
			t.Errorf("want a press and a second round\n%s", logText(g))
		}
	})
	t.Run("inferior: not to cancel a press", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Amelia Locke", 6, "Resist Earth's Grasp")
		readyWithHand(s, 1, "Brandon Grime", 4, "Apportation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Amelia Locke", "Brandon Grime")
		passUntil(t, g, "Play Resist Earth's Grasp (press)")
		answer(t, g, "Play Resist Earth's Grasp (press)")
		// Brandon Grime was not asked: he could not cancel the press. In
		// the second round's press step, with no press standing, he may
		// press to continue.
		if n := countLog(g, "Brandon Grime takes 1 damage"); n != 2 {
			t.Fatalf("round %d, want the second round's press step\n%s", n, logText(g))
		}
		mustOffer(t, g, "Play Apportation (press to continue)")
	})
	t.Run("superior: maneuver", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 4, "Chrysanthemum", 4, "Apportation")
		answer(t, g, "Horace Radcliffe bleeds", "Block with Chrysanthemum", "Play Apportation (maneuver)")
		finish(t, g)
		if !logged(g, "Chrysanthemum maneuvers: the range is long") {
			t.Errorf("no maneuver\n%s", logText(g))
		}
	})
}

// Chantry: a unique location needing a ready Tremere; in its master phase,
// lock it and burn 1 pool, or 1 blood from a ready Tremere, to move any
// Methuselah's Tremere from torpor to the ready region (card text; §7.3).
func TestChantry(t *testing.T) {
	t.Run("played with a ready Tremere", func(t *testing.T) {
		wantPlayed(t, "Mason Ha", "Chantry", 30)
	})
	t.Run("burn 1 pool: an own Tremere leaves torpor", func(t *testing.T) {
		s := newScenario(3)
		c := s.InPlay(0, "Chantry")
		lloyd := s.Torpor(0, "Lloyd Brooks", 2)
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "burn 1 blood") // no ready Tremere
		answer(t, g, "Use Chantry: lock, burn 1 pool")
		wantZone(t, lloyd, vtes.ZoneReady)
		wantBlood(t, lloyd, 2)
		wantLocked(t, c, true)
		wantPool(t, g, 29, 30, 30)
		neverOffered(t, g, "Use Chantry")
	})
	t.Run("burn 1 blood: another Methuselah's Tremere", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Chantry")
		mason := s.Ready(0, "Mason Ha", 3)
		trevon := s.Torpor(1, "Trevon Parker", 1)
		s.Torpor(1, "Madison", 1) // not a Tremere
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Chantry: lock, burn 1 blood of a ready Tremere")
		wantZone(t, trevon, vtes.ZoneReady)
		if trevon.Controller != 1 {
			t.Errorf("Trevon Parker controlled by %d, want 1", trevon.Controller)
		}
		wantBlood(t, mason, 2)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not without a Tremere in torpor", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Chantry")
		s.Ready(0, "Mason Ha", 3)
		s.Torpor(0, "Madison", 1)
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Use Chantry")
	})
}

// Magic of the Smith, for 1 blood: a +1 stealth action (+3 superior)
// equipping the vampire with an equipment card from its library, its cost
// paid; the library is shuffled (card text).
func TestMagicOfTheSmith(t *testing.T) {
	t.Run("superior: +3 stealth, the Ivory Bow from the library for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		trevon := readyWithHand(s, 0, "Trevon Parker", 3, "Magic of the Smith")
		s.Library(0, "Threats", "Ivory Bow", "Conditioning")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker: Magic of the Smith (equip from the library, +3 stealth)")
		if a := g.Action(); a.Stealth != 3 {
			t.Errorf("stealth %d, want 3", a.Stealth)
		}
		finish(t, g)
		var bow *vtes.Card
		for _, id := range trevon.Attached {
			bow = g.Card(id)
		}
		if bow == nil || bow.Def.Name != "Ivory Bow" {
			t.Fatalf("Trevon Parker carries %v, want the Ivory Bow\n%s", bow, logText(g))
		}
		wantBlood(t, trevon, 2)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("the equipment's requirements apply (G00132)", func(t *testing.T) {
		// [ANK 20180817]: Kali's Fang requires a Banu Haqim; a Tremere
		// cannot fetch it, so only the Ivory Bow is found.
		s := newScenario(3)
		trevon := readyWithHand(s, 0, "Trevon Parker", 3, "Magic of the Smith")
		s.Library(0, "Threats", "Kali's Fang", "Ivory Bow", "Conditioning")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker: Magic of the Smith (equip from the library)")
		finish(t, g)
		if len(trevon.Attached) != 1 || g.Card(trevon.Attached[0]).Def.Name != "Ivory Bow" {
			t.Fatalf("Trevon Parker carries %v\n%s", trevon.Attached, logText(g))
		}
	})
	t.Run("nothing to equip: the library is only shuffled", func(t *testing.T) {
		s := newScenario(3)
		trevon := readyWithHand(s, 0, "Trevon Parker", 3, "Magic of the Smith")
		s.Library(0, "Threats", "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker: Magic of the Smith (equip from the library)")
		finish(t, g)
		if len(trevon.Attached) != 0 {
			t.Errorf("Trevon Parker carries %d cards, want none", len(trevon.Attached))
		}
		wantPool(t, g, 30, 30, 30)
	})
}

// Blood Fury, for 1 blood, only at close range: a hand strike at +1 (+2
// superior); no Fortitude card prevents its damage (group G00141 [LSJ
// 20050628]); the opposing vampire's weapon strikes inflict no damage this
// round (card text; §6.4, §6.7).
func TestBloodFury(t *testing.T) {
	fury := func(t *testing.T, tremere string, hand ...string) (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(2)
		madison := s.Ready(0, "Madison", 4)
		s.Attach(madison, "Ivory Bow", 0)
		s.Hand(0, "Soak")
		v := readyWithHand(s, 1, tremere, 4, hand...)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Block with "+tremere, "Ivory Bow: 1R aggravated damage")
		return g, madison, v
	}
	t.Run("superior: +2, the bow inflicts nothing, no Soak", func(t *testing.T) {
		g, madison, trevon := fury(t, "Trevon Parker", "Blood Fury")
		answer(t, g, "Play Blood Fury (hand strike at +2, weapons void)")
		neverOffered(t, g, "Play Soak")
		wantBlood(t, trevon, 3) // 1 paid, no damage from the bow
		wantBlood(t, madison, 1)
		if !logged(g, "Madison's weapon strike inflicts no damage") {
			t.Errorf("log:\n%s", logText(g))
		}
	})
	t.Run("inferior: +1", func(t *testing.T) {
		g, madison, mason := fury(t, "Mason Ha", "Blood Fury")
		answer(t, g, "Play Blood Fury (hand strike at +1, weapons void)")
		finish(t, g)
		wantBlood(t, mason, 3)
		wantBlood(t, madison, 2)
	})
	t.Run("without it, the bow hits and Soak is offered", func(t *testing.T) {
		g, madison, trevon := fury(t, "Trevon Parker")
		mustOffer(t, g, "Play Soak")
		finish(t, g)
		wantZone(t, trevon, vtes.ZoneTorpor) // 1 aggravated damage
		wantBlood(t, madison, 3)
	})
	t.Run("Fortitude is barred against this strike only, not an additional one (G00141)", func(t *testing.T) {
		// "Damage from this strike cannot be prevented by cards requiring
		// Fortitude": Soak is barred against Blood Fury's damage, then
		// offered against Mason Ha's additional strike (Blur) that round.
		s := newScenario(2)
		madison := readyWithHand(s, 0, "Madison", 6, "Soak")
		mason := readyWithHand(s, 1, "Mason Ha", 5, "Blood Fury", "Blur")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Block with Mason Ha", "Play Blood Fury (hand strike at +1, weapons void)")
		passUntil(t, g, "Play Blur (1 additional strike)")
		if logged(g, "Soak") {
			t.Fatalf("Soak played against Blood Fury\n%s", logText(g))
		}
		wantBlood(t, madison, 4) // Blood Fury: 2 damage, unprevented
		answer(t, g, "Play Blur (1 additional strike)")
		passUntil(t, g, "Play Soak (prevent 2")
		answer(t, g, "Play Soak (prevent 2")
		finish(t, g)
		wantBlood(t, madison, 4) // the additional hand strike's 1 damage soaked
		wantBlood(t, mason, 2)   // 2 paid, 1 damage from Madison's one strike
	})
	t.Run("only at close range", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Madison", 4)
		s.Ready(1, "Trevon Parker", 4)
		fury := s.Hand(1, "Blood Fury", "Apportation")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Block with Trevon Parker", "Play Apportation (maneuver)")
		neverOffered(t, g, "Play Blood Fury")
		wantZone(t, fury, vtes.ZoneHand)
	})
}

// Flaming Candle: equipment, one played or equipped in a game; as its
// vampire announces an action, burn 1 blood and the Candle: vampires
// cannot block the action (card text; §14 C26).
func TestFlamingCandle(t *testing.T) {
	t.Run("equip it, once a game", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		s.Ready(0, "Trevon Parker", 3)
		candle := s.Hand(0, "Flaming Candle", "Flaming Candle")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha: Flaming Candle (equip)")
		wantOn(t, g, candle, mason)
		mustNotOffer(t, g, "Trevon Parker: Flaming Candle")
	})
	t.Run("played, then blocked: none can be played after", func(t *testing.T) {
		// "Only one Flaming Candle can be played or equipped in a game": a
		// Candle played for an equip action that is blocked was played.
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		s.Ready(0, "Trevon Parker", 3)
		first := s.Hand(0, "Flaming Candle", "Flaming Candle")[0]
		readyWithHand(s, 1, "Lloyd Brooks", 5, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha: Flaming Candle (equip)", "Block with Lloyd Brooks", "Play Enhanced Senses (+1 intercept)")
		passUntil(t, g, "Trevon Parker")
		wantZone(t, first, vtes.ZoneAsh)
		if len(mason.Attached) != 0 {
			t.Fatalf("the blocked Candle was equipped\n%s", logText(g))
		}
		mustNotOffer(t, g, "Trevon Parker: Flaming Candle")
	})
	t.Run("equipped by Magic of the Smith, none can be played after", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 2 last
			ready 1: Trevon Parker blood 3, Mason Ha blood 3
			hand 1: Magic of the Smith, Flaming Candle
			library 1: Threats, Flaming Candle, Threats
			ready 2: Madison blood 3 locked
			> Trevon Parker: Magic of the Smith (equip from the library, +3 stealth)
			= on Trevon Parker: Flaming Candle
			= not offered: Mason Ha: Flaming Candle`)
		if n := len(card(t, g, "Trevon Parker").Attached); n != 1 {
			t.Errorf("Trevon Parker carries %d cards, want the Candle", n)
		}
	})
	t.Run("burn 1 blood and the Candle: no vampire blocks", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		candle := s.Attach(mason, "Flaming Candle", 0)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha bleeds", "Use Flaming Candle")
		wantZone(t, candle, vtes.ZoneAsh)
		wantBlood(t, mason, 2)
		if offered(g, "Block with Madison") {
			t.Fatalf("a vampire may block: %q", labels(g))
		}
		finish(t, g)
		wantPool(t, g, 30, 29)
	})
	t.Run("an ally may still block", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		s.Attach(mason, "Flaming Candle", 0)
		s.Ready(1, "Madison", 3)
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha bleeds", "Use Flaming Candle")
		mustOffer(t, g, "Block with Underbridge Stray")
		mustNotOffer(t, g, "Block with Madison")
	})
}

// Fragment of the Book of Nod: a unique master card in play; lock it to
// draw 2 cards, then discard down; other Methuselahs' vampires may steal
// it as a Ⓓ action (card text; §3.5 #7; group G00023: usable during an
// action).
func TestFragmentOfTheBookOfNod(t *testing.T) {
	t.Run("put in play, lock: draw 2 and discard down", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Mason Ha", 3)
		frag := s.Hand(0, "Fragment of the Book of Nod")[0]
		s.Hand(0, "Threats", "Threats", "Threats", "Threats", "Threats", "Threats")
		s.Library(0, "Bonding", "Bonding", "Bonding")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fragment of the Book of Nod")
		wantZone(t, frag, vtes.ZoneInPlay)
		answer(t, g, "Use Fragment of the Book of Nod")
		wantLocked(t, frag, true)
		// 7 cards in hand (6 + the replacement), 9 after drawing 2: discard 2.
		answer(t, g, "Threats", "Threats")
		if n := len(g.Methuselah(0).Hand); n != 7 {
			t.Errorf("hand of %d cards, want 7", n)
		}
		mustNotOffer(t, g, "Use Fragment of the Book of Nod")
	})
	t.Run("during an action (G00023)", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Mason Ha", 3)
		s.InPlay(0, "Fragment of the Book of Nod")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha bleeds")
		answer(t, g, "Use Fragment of the Book of Nod")
		if !logged(g, "Fragment of the Book of Nod") {
			t.Error("not used")
		}
	})
	t.Run("stolen by a vampire, not an ally", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 2 last
			ready 1: Madison blood 3, Underbridge Stray life 1
			in play 2: Fragment of the Book of Nod
			ready 2: Mason Ha blood 3 locked
			= not offered: Underbridge Stray steals
			> Madison steals Fragment of the Book of Nod
			> Pass
			= in play 1: Fragment of the Book of Nod
			> Use Fragment of the Book of Nod`) // its Methuselah may still use it before the steal resolves (G00023); then the thief's
	})
}

// Melange: +1 intercept; [AUS] if the vampire blocks, the card goes on the
// acting minion, still its player's; during that vampire's bleed of the
// minion's controller, burn it for +1 bleed, before the bleed resolves
// (card text; [ANK 20180531], [ANK 20220805], group G00117).
func TestMelange(t *testing.T) {
	t.Run("inferior: +1 intercept", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 3)
		mason := readyWithHand(s, 1, "Mason Ha", 3, "Melange")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Mason Ha", "Play Melange (+1 intercept)")
		wantLocked(t, mason, true)
		if !logged(g, "Mason Ha blocks") {
			t.Error("no block")
		}
	})
	t.Run("superior: on the actor, then +1 bleed against its controller", func(t *testing.T) {
		s := newScenario(2)
		nat := s.Ready(0, "Nathaniel Bordruff", 5)
		s.Ready(1, "Trevon Parker", 5)
		mel := s.Hand(1, "Melange")[0]
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Trevon Parker", "Play Melange (+1 intercept, on the actor if blocking)")
		wantOn(t, g, mel, nat)
		if mel.Controller != 1 {
			t.Fatalf("Melange controlled by seat %d, want 1", mel.Controller)
		}
		passUntil(t, g, "Trevon Parker bleeds")
		answer(t, g, "Trevon Parker bleeds")
		passUntil(t, g, "Use Melange")
		answer(t, g, "Use Melange")
		wantZone(t, mel, vtes.ZoneAsh)
		finish(t, g)
		wantPool(t, g, 28, 30)
	})
}

// Precognition: +1 intercept; [AUS] and, if the vampire blocks, 1 damage
// prevented in the first round of that combat only (card text; [LSJ
// 20010813], [LSJ 20010819-2]).
func TestPrecognition(t *testing.T) {
	t.Run("inferior: +1 intercept, no prevention", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 5)
		mason := readyWithHand(s, 1, "Mason Ha", 3, "Precognition")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Mason Ha", "Play Precognition (+1 intercept)")
		finish(t, g)
		wantBlood(t, mason, 2)
	})
	t.Run("superior: 1 prevented in round 1, not in round 2", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 5)
		trevon := readyWithHand(s, 1, "Trevon Parker", 5, "Precognition", "Telepathic Tracking")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Trevon Parker", "Play Precognition (+1 intercept, prevent 1")
		answer(t, g, "Play Telepathic Tracking (press to continue")
		finish(t, g)
		wantBlood(t, trevon, 3) // round 1 prevented; 1 paid for the press, 1 damage in round 2
	})
}

// The Rumor Mill, Tabloid Newspaper, for 1 pool: a unique location; lock
// it during an action to choose a vampire, which may burn 1 blood for +1
// intercept during that action, at any point its controller has the
// impulse (card text; group G00103 [ANK 20200607]).
func TestTheRumorMillTabloidNewspaper(t *testing.T) {
	t.Run("played for 1 pool", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Mason Ha", 3)
		mill := s.Hand(0, "The Rumor Mill, Tabloid Newspaper")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Rumor Mill")
		wantZone(t, mill, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30)
	})
	t.Run("the blocker burns 1 blood for +1 intercept", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 3)
		mason := s.Ready(1, "Mason Ha", 3)
		mill := s.InPlay(1, "The Rumor Mill, Tabloid Newspaper")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Mason Ha", "Use The Rumor Mill")
		answer(t, g, "Mason Ha", "Yes")
		wantLocked(t, mill, true)
		if !logged(g, "Mason Ha blocks") {
			t.Errorf("no block\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, mason, 1) // 1 burned, 1 damage in combat
	})
	t.Run("any point of the action: before the attempt (G00103)", func(t *testing.T) {
		// Used with the impulse, as the block is decided: the chosen
		// vampire's +1 intercept counts when it attempts.
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 3)
		mason := s.Ready(1, "Mason Ha", 3)
		mill := s.InPlay(1, "The Rumor Mill, Tabloid Newspaper")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Use The Rumor Mill", "Mason Ha", "Yes")
		wantLocked(t, mill, true)
		wantBlood(t, mason, 2)
		answer(t, g, "Block with Mason Ha")
		if !logged(g, "Mason Ha blocks") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("the chosen vampire may decline", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 3)
		mason := s.Ready(1, "Mason Ha", 3)
		s.InPlay(1, "The Rumor Mill, Tabloid Newspaper")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Mason Ha", "Use The Rumor Mill", "Mason Ha", "No")
		finish(t, g)
		wantBlood(t, mason, 3)
		if logged(g, "Mason Ha blocks") {
			t.Error("no intercept, no block")
		}
	})
}

// Sniper Rifle, for 2 pool: a gun, strike 2R only at long range; if its
// bearer blocks, it may set the first round's range to long before range
// is determined, its initial strike then the Rifle's (card text; group
// G00127; [LSJ 20010814]; [LSJ 20021028]: only if equipped as it blocked).
func TestSniperRifle(t *testing.T) {
	t.Run("equip for 2 pool", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		rifle := s.Hand(0, "Sniper Rifle")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha: Sniper Rifle (equip)")
		wantOn(t, g, rifle, mason)
		wantPool(t, g, 28, 30)
	})
	t.Run("blocking: long range, the Rifle strikes", func(t *testing.T) {
		s := newScenario(2)
		nat := readyWithHand(s, 0, "Nathaniel Bordruff", 5, "Apportation")
		mason := s.Ready(1, "Mason Ha", 3)
		s.Attach(mason, "Sniper Rifle", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff bleeds", "Block with Mason Ha", "Use Sniper Rifle")
		if !logged(g, "Mason Ha sets the range to long") {
			t.Fatalf("log:\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, nat, 3)
		wantBlood(t, mason, 3)
	})
	t.Run("not if equipped after the block (LSJ 20021028)", func(t *testing.T) {
		// The Rifle put on the bearer once the block succeeded (as
		// Disguised Weapon would) cannot set the range.
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 5)
		mason := s.Ready(1, "Mason Ha", 3)
		rifle := s.Hand(1, "Sniper Rifle")[0]
		s.Hand(1, "Threats")
		s.InPlay(1, "The Barrens") // a decision once the block succeeded
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nathaniel Bordruff", "Mason Ha")
		if !logged(g, "Mason Ha blocks") {
			t.Fatalf("no block yet: %q\n%s", labels(g), logText(g))
		}
		g.Attach(rifle, mason)
		neverOffered(t, g, "Use Sniper Rifle")
		if logged(g, "sets the range to long") {
			t.Errorf("log:\n%s", logText(g))
		}
	})
	t.Run("not when acting, and only at long range", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		s.Attach(mason, "Sniper Rifle", 0)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mason Ha", "Madison")
		mustNotOffer(t, g, "Use Sniper Rifle")
		for g.Pending() != nil && g.Pending().Kind != "vtes.strike" {
			decline(t, g)
		}
		mustNotOffer(t, g, "Sniper Rifle: 2R")
	})
}

// Telepathic Tracking, for 1 blood: [aus] a press to continue, with 1
// optional maneuver in the next round; [AUS] when both are ready and
// combat would end, a new round instead (card text; groups G00142,
// G00145).
func TestTelepathicTracking(t *testing.T) {
	t.Run("inferior: press and a maneuver next round", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 5)
		mason := readyWithHand(s, 1, "Mason Ha", 4, "Telepathic Tracking")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff bleeds", "Block with Mason Ha", "Play Telepathic Tracking (press to continue")
		passUntil(t, g, "Use an optional maneuver (1 left)")
		answer(t, g, "Use an optional maneuver")
		finish(t, g)
		wantBlood(t, mason, 2) // 1 paid, 1 damage in round 1, none at long range
	})
	t.Run("superior: a new round when combat would end", func(t *testing.T) {
		s := newScenario(2)
		nat := s.Ready(0, "Nathaniel Bordruff", 5)
		trevon := readyWithHand(s, 1, "Trevon Parker", 5, "Telepathic Tracking")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nathaniel Bordruff", "Trevon Parker")
		mustNotOffer(t, g, "Telepathic Tracking (a new round)")
		passUntil(t, g, "Play Telepathic Tracking (a new round)")
		answer(t, g, "Play Telepathic Tracking (a new round)")
		finish(t, g)
		wantBlood(t, nat, 3)
		wantBlood(t, trevon, 2)
	})
}
