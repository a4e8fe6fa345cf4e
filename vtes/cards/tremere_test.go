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
