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
		s := newScenario(3)
		s.Ready(0, "Mason Ha", 3)
		lib := s.Hand(0, "Arcane Library")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Arcane Library")
		wantZone(t, lib, vtes.ZoneInPlay)
		wantPool(t, g, 28, 30, 30)
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
		s.Ready(0, "Trevon Parker", 3)
		s.Hand(0, "Bonding", "Threats")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Mkhokheli", "Play Bonding (+1 stealth and +1 bleed)")
		// The Threats would be a second bleed-raising modifier.
		neverOffered(t, g, "Play Threats")
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not for the stealth of a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Trevon Parker", 3)
		s.Hand(0, "Bonding")
		s.Ready(1, "Mkhokheli", 3)
		s.Hand(1, "Enhanced Senses")
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
		s.Ready(0, "Dr. Stephen Norton", 3)
		s.Hand(0, "Lost in Crowds")
		s.Ready(1, "Chrysanthemum", 3)
		s.Hand(1, "Enhanced Senses")
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
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		s.Ready(1, "Mason Ha", 3)
		s.Hand(1, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
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
		s.Ready(0, "Dr. Stephen Norton", 3)
		s.Hand(0, "Lost in Crowds")
		s.Ready(1, "Mason Ha", 3)
		s.Hand(1, "Eyes of Argus")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Mason Ha", "Play Lost in Crowds (+2 stealth)", "Play Eyes of Argus (+2 intercept)")
		finish(t, g)
		if !logged(g, "Mason Ha blocks Dr. Stephen Norton") {
			t.Errorf("no block at 2 against 2\n%s", logText(g))
		}
	})
	t.Run("inferior: not against an undirected action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		s.Ready(1, "Mason Ha", 3)
		s.Hand(1, "Eyes of Argus")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Mason Ha")
		neverOffered(t, g, "Play Eyes of Argus")
	})
	t.Run("superior: a locked vampire wakes and blocks", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		trevon := s.Ready(1, "Trevon Parker", 3)
		trevon.Locked = true
		s.Hand(1, "Eyes of Argus")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds")
		mustNotOffer(t, g, "Block with Trevon Parker")
		answer(t, g, "Play Eyes of Argus (wake) with Trevon Parker", "Block with Trevon Parker")
		finish(t, g)
		if !logged(g, "Trevon Parker blocks Dr. Stephen Norton") {
			t.Errorf("the woken vampire did not block\n%s", logText(g))
		}
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
	t.Run("unique: a second copy of its player is burned", func(t *testing.T) {
		s := newScenario(3)
		s.Attach(s.Ready(0, "Mason Ha", 3), "Ivory Bow", 0)
		s.Ready(0, "Trevon Parker", 3)
		second := s.Hand(0, "Ivory Bow")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker: Ivory Bow (equip)")
		finish(t, g)
		wantZone(t, second, vtes.ZoneAsh)
	})
}

// Rego Motum, for 1 blood: prevent 2 (4 superior) damage of the opposing
// minion's strike, not environmental damage; one each round; not without
// strike damage to prevent (card text; §6.7, §14 C34; groups G00153,
// G00154).
func TestRegoMotum(t *testing.T) {
	t.Run("inferior: 2 of a 3-damage strike, one each round", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 4)
		s.Hand(0, "Roundhouse")
		trevon := s.Ready(1, "Trevon Parker", 4)
		s.Hand(1, "Rego Motum", "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Roundhouse (hand strike at +2)")
		mustOffer(t, g, "(prevent 4 strike damage)") // superior Blood Sorcery
		answer(t, g, "Play Rego Motum (prevent 2 strike damage)")
		mustNotOffer(t, g, "Play Rego Motum")
		finish(t, g)
		wantBlood(t, trevon, 2) // 1 for the card, 1 unprevented
	})
	t.Run("superior: the strike's damage, not Carrion Crows'", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 4)
		s.Hand(0, "Carrion Crows")
		trevon := s.Ready(1, "Trevon Parker", 4)
		s.Hand(1, "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Carrion Crows (2R", "Play Rego Motum (prevent 4 strike damage)")
		finish(t, g)
		wantBlood(t, trevon, 1) // 1 for the card, the Crows' 2
	})
	t.Run("not against environmental damage alone", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 4)
		s.Hand(0, "Carrion Crows")
		flavio := s.Ready(1, "Flávio Gonçalves", 4)
		s.Hand(1, "Rego Motum")
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
		trevon := s.Ready(1, "Trevon Parker", 3)
		s.Hand(1, "Theft of Vitae")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Theft of Vitae (ranged: steal 2 blood)")
		finish(t, g)
		wantBlood(t, horace, 1)
		wantBlood(t, trevon, 4) // +2, then Horace's hand strike
	})
	t.Run("from a minion with less blood", func(t *testing.T) {
		s := newScenario(3)
		horace := s.Ready(0, "Horace Radcliffe", 1)
		trevon := s.Ready(1, "Trevon Parker", 3)
		s.Hand(1, "Theft of Vitae")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Trevon", "Play Theft of Vitae (ranged: steal 2 blood)")
		finish(t, g)
		wantBlood(t, horace, 0)
		wantBlood(t, trevon, 3) // +1, then the hand strike
	})
	t.Run("two thefts at once", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 6) // capacity 6, full
		s.Hand(0, "Theft of Vitae")
		ayelech := s.Ready(1, "Ayelech", 7) // capacity 7, full
		s.Hand(1, "Theft of Vitae")
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
		s := newScenario(3)
		s.Ready(0, "Trevon Parker", 3)
		s.Hand(0, "Threats")
		g := s.Start(0, 2, vtes.PhaseMinion)
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
		mason := s.Ready(1, "Mason Ha", 3)
		s.Hand(1, "Spirit's Touch")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Mason Ha")
		mustNotOffer(t, g, "a maneuver if blocking")
		answer(t, g, "Play Spirit's Touch (+1 intercept)")
		neverOffered(t, g, "optional maneuver")
		wantLocked(t, mason, true)
	})
	t.Run("superior: an optional maneuver after blocking", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		s.Ready(1, "Chrysanthemum", 3)
		s.Hand(1, "Spirit's Touch")
		g := s.Start(0, 2, vtes.PhaseMinion)
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
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 6)
		s.Ready(1, "Brandon Grime", 4) // inferior Blood Sorcery
		s.Hand(1, "Apportation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Brandon Grime")
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
		s.Ready(0, "Amelia Locke", 6)
		s.Hand(0, "Resist Earth's Grasp")
		s.Ready(1, "Brandon Grime", 4)
		s.Hand(1, "Apportation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Amelia Locke bleeds", "Block with Brandon Grime")
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
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 4)
		s.Ready(1, "Chrysanthemum", 4)
		s.Hand(1, "Apportation")
		g := s.Start(0, 2, vtes.PhaseMinion)
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
		s := newScenario(3)
		s.Ready(0, "Mason Ha", 3)
		c := s.Hand(0, "Chantry")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Chantry")
		wantZone(t, c, vtes.ZoneInPlay)
		wantPool(t, g, 30, 30, 30)
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
		trevon := s.Ready(0, "Trevon Parker", 3)
		s.Hand(0, "Magic of the Smith")
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
	t.Run("nothing to equip: the library is only shuffled", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 3)
		s.Hand(0, "Magic of the Smith")
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
