package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood Ventrue starter (NB:PV), one test per
// card, each mode and key restriction a subtest. Card rulings are cited by
// their key in rulings.yaml ([RTR 20180719]) or their group in groups.yaml
// (G00106).

// Conditioning, during a bleed, for 1 blood: +2 bleed (+3 superior); not
// during other actions (card text; §3.5.1, §14 C19).
func TestConditioning(t *testing.T) {
	wantBleedModifiers(t, "Conditioning", []bleedModifier{
		{"Naomi Stewart", "(+2 bleed)", "(+3 bleed)", 27},
		{"Madison", "(+3 bleed)", "", 26},
		{"Madison", "(+2 bleed)", "", 27}, // a superior vampire may play the inferior effect
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := minionPhase("Madison", 3, "Conditioning")
		answer(t, g, "Madison hunts")
		neverOffered(t, g, "Play Conditioning")
	})
	t.Run("not after a Spying Mission emptied the bleed", func(t *testing.T) {
		// [LSJ 19980105]: once the bleed is made unsuccessful, nothing more
		// is played on it.
		s := newScenario(3)
		readyWithHand(s, 0, "Nathaniel Bordruff", 3, "Spying Mission", "Conditioning") // DOM OBF
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff bleeds")
		mustOffer(t, g, "Play Conditioning (+3 bleed)")
		answer(t, g, "Play Spying Mission (no pool now")
		neverOffered(t, g, "Play Conditioning")
		wantPool(t, g, 30, 30, 30)
	})
}

// Deflection, for 1 blood: while a minion bleeds its Methuselah, after
// blocks are declined, the bleed goes to another Methuselah than the
// bleeder's, who may block; [dom] the reacting vampire locks, [DOM] it
// does not; a failed block is still a decline; not once a Spying Mission
// made the bleed unsuccessful (card text; §3.5.1, §4.2; group G00106
// [ANK 20211003] [LSJ 19980105] [PIB 20130711]).
func TestDeflection(t *testing.T) {
	t.Run("inferior: lock and redirect", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3) // bleed 2
		naomi := readyWithHand(s, 1, "Naomi Stewart", 3, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block")
		mustNotOffer(t, g, "Play Deflection (redirect the bleed)") // superior only
		// With three Methuselahs the bleed can only go to Methuselah 3:
		// never back to the bleeder's (group G00106 [PIB 20130711]).
		answer(t, g, "Play Deflection (lock: redirect the bleed) with Naomi Stewart")
		finish(t, g)
		wantLocked(t, naomi, true)
		wantBlood(t, naomi, 2)
		wantPool(t, g, 30, 30, 28)
	})
	t.Run("superior: no lock; the new target may block", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Lenny Burkhead", 3)
		madison := readyWithHand(s, 1, "Madison", 3, "Deflection")
		s.Ready(3, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block", "Play Deflection (redirect the bleed) with Madison")
		mustNotOffer(t, g, "Methuselah 1")
		answer(t, g, "Methuselah 4", "Block with Mkhokheli")
		finish(t, g)
		wantLocked(t, madison, false)
		if !logged(g, "Mkhokheli blocks Lenny Burkhead") {
			t.Errorf("the new target could not block\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30, 30)
	})
	t.Run("after a block failed for stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Naomi Stewart", 3, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Naomi", "Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Deflection (lock: redirect the bleed)")
		finish(t, g)
		wantPool(t, g, 30, 30, 28)
	})
	t.Run("not once a Spying Mission made the bleed unsuccessful", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Spying Mission") // OBF
		s.Ready(1, "Naomi Stewart", 3)
		defl := s.Hand(1, "Deflection")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Do not block", "Play Spying Mission (no pool now")
		neverOffered(t, g, "Play Deflection")
		wantZone(t, defl, vtes.ZoneHand)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Naomi Stewart", 3, "Deflection")
		answer(t, g, "Lenny Burkhead hunts", "Do not block")
		neverOffered(t, g, "Play Deflection")
	})
}

// Dominate: a Discipline master card on any vampire in play without
// superior Dominate, another Methuselah's included: +1 level of Dominate
// and +1 capacity, no blood (card text; §1.6).
func TestDominate(t *testing.T) {
	s := newScenario(3)
	naomi := s.Ready(0, "Naomi Stewart", 3)
	s.Ready(0, "Madison", 3)
	mk := s.Ready(1, "Mkhokheli", 3)
	dc := s.Hand(0, "Dominate")[0]
	s.Hand(0, "Conditioning")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Dominate")
	mustNotOffer(t, g, "Madison") // superior Dominate already
	mustOffer(t, g, "Mkhokheli")
	answer(t, g, "Naomi Stewart")
	wantOn(t, g, dc, naomi)
	if c := g.Capacity(naomi); c != 6 {
		t.Errorf("Naomi's capacity is %d, want 6", c)
	}
	wantBlood(t, naomi, 3)
	wantBlood(t, mk, 3)
	answer(t, g, "Naomi Stewart bleeds", "Do not block") // the master phase action is spent
	answer(t, g, "Play Conditioning (+3 bleed)")
	finish(t, g)
	wantPool(t, g, 30, 26, 30)
}

// Freak Drive, for 1 blood, after the action resolved and any combat is
// over: [for] if it succeeded, [FOR] if it was blocked, the vampire
// unlocks (card text; §4.1; [RTR 20180719]; groups G00006, G00077).
func TestFreakDrive(t *testing.T) {
	t.Run("after a successful action", func(t *testing.T) {
		s := newScenario(3)
		madison := readyWithHand(s, 0, "Madison", 3, "Freak Drive")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison hunts")
		mustNotOffer(t, g, "(unlock after a blocked action)")
		answer(t, g, "Play Freak Drive (unlock after a successful action)")
		wantLocked(t, madison, false)
		wantBlood(t, madison, 3) // +1 from the hunt, -1 for the card
		mustOffer(t, g, "Madison bleeds")
	})
	t.Run("superior, after the combat of a blocked action", func(t *testing.T) {
		g, madison, _ := startBlockedBleed(t, "Madison", 4, "Freak Drive", "Mkhokheli", 3)
		wantBlood(t, madison, 3) // offered once the combat is over
		mustNotOffer(t, g, "(unlock after a successful action)")
		answer(t, g, "Play Freak Drive (unlock after a blocked action)")
		wantLocked(t, madison, false)
		wantBlood(t, madison, 2)
	})
}

// Life in the City: a trifle (it gives its Methuselah another master
// phase action) adding 1 blood to any ready vampire (card text; §1.6,
// §14 C14).
func TestLifeInTheCity(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Madison", 3)
	mk := s.Ready(1, "Mkhokheli", 3)
	s.Hand(0, "Life in the City", "Misdirection")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Life in the City", "Mkhokheli")
	wantBlood(t, mk, 4)
	answer(t, g, "Play Misdirection", "Mkhokheli") // the trifle's extra action
	wantLocked(t, mk, true)
}

// Mind Numb, for 1 blood: a directed action stunning an unlocked vampire:
// it locks and stays locked through its controller's next unlock phase;
// [PRE] at +1 stealth; a locked vampire is no target (card text; groups
// G00005, G00081).
func TestMindNumb(t *testing.T) {
	t.Run("inferior: stunned through the next unlock phase", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 2
			rules turn-limit=4
			ready 1: Andi Liu blood 3
			hand 1: Mind Numb
			ready 2: Mkhokheli blood 3, Nik Sikko blood 3 locked
			= not offered: → Nik Sikko
			= not offered: (stun an unlocked vampire, +1 stealth
			> Andi Liu: Mind Numb (stun an unlocked vampire → Mkhokheli)`) // pre
		if a := g.Action(); a.Stealth != 0 || a.TargetSeat != 1 {
			t.Errorf("stealth %d aimed at seat %d, want 0 and seat 1", a.Stealth, a.TargetSeat)
		}
		play(t, g, `> Do not block
			= ready: Mkhokheli locked, Andi Liu blood 2
			> decline until offered: Nik Sikko bleeds
			= ready: Mkhokheli locked
			= not offered: Mkhokheli bleeds
			> decline until offered: Andi Liu bleeds
			> finish
			= ready: Mkhokheli locked`) // Methuselah 2's turn, then 1's: he unlocks only in Methuselah 2's next unlock phase
	})
	t.Run("superior: +1 stealth", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 2 last
			ready 1: Madison blood 3
			hand 1: Mind Numb
			ready 2: Mkhokheli blood 3
			> Madison: Mind Numb (stun an unlocked vampire, +1 stealth → Mkhokheli)`)
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		play(t, g, `> Block with Mkhokheli
			> finish
			= ready: Mkhokheli locked no-unlock`) // 0 intercept against 1 stealth; he will not unlock in his next unlock phase
	})
}

// Misdirection, for 1 pool: lock a minion, any Methuselah's (card text;
// §1.6).
func TestMisdirection(t *testing.T) {
	startPosition(t, `turn 2 phase master active 1 seats 3 last
		ready 1: Madison blood 3
		hand 1: Misdirection
		ready 2: Mkhokheli blood 3
		ready 3: Nik Sikko blood 3 locked
		> Play Misdirection
		= not offered: Nik Sikko
		> Mkhokheli
		= ready: Mkhokheli locked
		= pools 29 30 30`) // Nik is locked already
}

// Political Ally: recruited by a Ventrue for 2 pool as a +1 stealth
// action; a unique mortal ally with 1 life, 0 strength and 3 bleed, which
// cannot act the turn it is recruited (card text; §3.5.5, §14 C21, C23).
func TestPoliticalAlly(t *testing.T) {
	t.Run("recruited by a Ventrue", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		s.Ready(0, "Andi Liu", 3) // a Malkavian
		ally := s.Hand(0, "Political Ally")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Andi Liu: Political Ally")
		answer(t, g, "Madison: Political Ally (recruit)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		answer(t, g, "Do not block")
		wantZone(t, ally, vtes.ZoneReady)
		wantBlood(t, ally, 1)
		wantPool(t, g, 28, 30, 30)
		mustNotOffer(t, g, "Political Ally bleeds")
	})
	t.Run("bleeds for 3", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Political Ally", 1)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Political Ally bleeds", "Do not block")
		finish(t, g)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("strikes for 0", func(t *testing.T) {
		s := newScenario(3)
		ally := s.Ready(0, "Political Ally", 1)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Political Ally", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 3)
		wantZone(t, ally, vtes.ZoneAsh)
	})
	t.Run("unique: no second copy under its player's control (§14 C13)", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Political Ally", 1)
		s.Ready(0, "Madison", 3)
		second := s.Hand(0, "Political Ally")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Madison: Political Ally (recruit)")
		wantZone(t, second, vtes.ZoneHand)
	})
}

// Restoration: a +1 stealth action; the vampire gains 2 blood (3
// superior), up to its capacity (card text; §3.5.2).
func TestRestoration(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode string
		blood, want   int
	}{
		{"Madison", "(gain 3 blood)", 1, 4},
		{"Madison", "(gain 2 blood)", 1, 3},
		{"Naomi Stewart", "(gain 3 blood)", 4, 5}, // capacity 5
	} {
		t.Run(tc.vampire+" "+tc.mode, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, tc.blood, "Restoration")
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": Restoration "+tc.mode)
			if a := g.Action(); a.Stealth != 1 {
				t.Errorf("stealth %d, want 1", a.Stealth)
			}
			answer(t, g, "Do not block")
			finish(t, g)
			wantBlood(t, v, tc.want)
		})
	}
}

// Social Charm: [pre] a bleed at +1; [PRE] and 1 pool if the bleed
// succeeds for 1 or more: none when it is reduced to 0 (card text;
// §3.5.1).
func TestSocialCharm(t *testing.T) {
	t.Run("inferior: bleed at +1", func(t *testing.T) {
		g := minionPhase("Andi Liu", 3, "Social Charm")
		mustNotOffer(t, g, "1 pool if it succeeds")
		answer(t, g, "Andi Liu: Social Charm (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: 1 pool for a successful bleed", func(t *testing.T) {
		g := minionPhase("Madison", 3, "Social Charm")
		answer(t, g, "Madison: Social Charm (bleed at +1, 1 pool if it succeeds)")
		finish(t, g)
		wantPool(t, g, 31, 28, 30)
	})
	t.Run("superior: no pool for a bleed reduced to 0", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Social Charm")
		readyWithHand(s, 1, "Catalina Vega", 3, "Telepathic Counter")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Social Charm (bleed at +1, 1 pool if it succeeds)", "Do not block")
		answer(t, g, "Play Telepathic Counter (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
}

// Soak: [for] prevent 2, [FOR] 4, of the normal damage a vampire takes, a
// strike's and the environmental damage resolved with it at once; never
// aggravated damage; one Soak each round (card text; §6.7; group G00033,
// G00153, G00154; [ANK 20200517-2]).
func TestSoak(t *testing.T) {
	t.Run("inferior: 2 of a 3-damage strike, one each round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		catalina := readyWithHand(s, 1, "Catalina Vega", 4, "Soak", "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Catalina", "Play Roundhouse (hand strike at +2)")
		mustNotOffer(t, g, "(prevent 4 non-aggravated damage)") // inferior Fortitude
		answer(t, g, "Play Soak (prevent 2 non-aggravated damage)")
		mustNotOffer(t, g, "Play Soak")
		finish(t, g)
		wantBlood(t, catalina, 3)
	})
	t.Run("superior: all of a 3-damage strike", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		madison := readyWithHand(s, 1, "Madison", 4, "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Madison", "Play Roundhouse (hand strike at +2)", "Play Soak (prevent 4 non-aggravated damage)")
		finish(t, g)
		wantBlood(t, madison, 4)
	})
	t.Run("the strike's and Carrion Crows' damage together", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows", "Roundhouse")
		madison := readyWithHand(s, 1, "Madison", 5, "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Madison", "Play Carrion Crows (2R", "Play Roundhouse (hand strike at +2)", "Play Soak (prevent 4 non-aggravated damage)")
		finish(t, g)
		wantBlood(t, madison, 4) // 3 + 2 damage, 4 prevented
	})
	t.Run("environmental damage alone", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Carrion Crows")
		flavio := readyWithHand(s, 1, "Flávio Gonçalves", 4, "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Block with Flávio", "Play Carrion Crows (2R", "Flávio Gonçalves: dodge", "Play Soak (prevent 2 non-aggravated damage)")
		finish(t, g)
		wantBlood(t, flavio, 4)
	})
	t.Run("not against aggravated damage", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 3)
		s.Attach(trevon, "Ivory Bow", 0)
		madison := readyWithHand(s, 1, "Madison", 4, "Soak")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Madison", "Ivory Bow: 1R aggravated damage")
		neverOffered(t, g, "Play Soak")
		wantZone(t, madison, vtes.ZoneTorpor) // aggravated damage is not healed
		wantBlood(t, madison, 4)
	})
}

// Daring the Dawn, as the action is announced: vampires cannot block it,
// allies still may; after resolution, after any combat, the acting vampire
// takes 2 ([FOR] 1) aggravated damage, which sends it to torpor (card
// text; §6.7; [RTR 19980623]).
func TestDaringTheDawn(t *testing.T) {
	t.Run("inferior: no vampire blocks, 2 aggravated damage after", func(t *testing.T) {
		s := newScenario(3)
		flavio := readyWithHand(s, 0, "Flávio Gonçalves", 4, "Daring the Dawn")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Flávio Gonçalves bleeds")
		mustNotOffer(t, g, "1 aggravated damage after") // inferior Fortitude
		answer(t, g, "Play Daring the Dawn (unblockable by vampires, 2 aggravated damage after)")
		neverOffered(t, g, "Block with Madison")
		wantPool(t, g, 30, 29, 30)
		wantZone(t, flavio, vtes.ZoneTorpor) // the first point wounds him,
		wantBlood(t, flavio, 3)              // the second burns 1 blood
	})
	t.Run("superior: an ally blocks, the damage comes after combat", func(t *testing.T) {
		s := newScenario(3)
		madison := readyWithHand(s, 0, "Madison", 4, "Daring the Dawn")
		s.Ready(1, "Alice Chen", 3)
		s.Ready(1, "Political Ally", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Play Daring the Dawn (unblockable by vampires, 1 aggravated damage after)")
		mustNotOffer(t, g, "Block with Alice Chen")
		answer(t, g, "Block with Political Ally")
		finish(t, g)
		if !logged(g, "combat") && !logged(g, "Combat") {
			t.Errorf("no combat logged:\n%s", logText(g))
		}
		wantZone(t, madison, vtes.ZoneTorpor)
		wantPool(t, g, 30, 30, 30)
	})
	// The card sets no moment: an action modifier may be played at any
	// window of the action, here once the blocks were declined (§4.1;
	// [ANK 20220331]: its damage comes once the action resolved).
	t.Run("after blocks too", func(t *testing.T) {
		s := newScenario(3)
		flavio := readyWithHand(s, 0, "Flávio Gonçalves", 4, "Daring the Dawn")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Flávio Gonçalves bleeds", "Pass", "Do not block")
		answer(t, g, "Play Daring the Dawn (unblockable by vampires, 2 aggravated damage after)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantZone(t, flavio, vtes.ZoneTorpor)
	})
}

// Seduction, as the action is announced: [dom] a vampire younger than the
// acting one, [DOM] any vampire, cannot block this action (card text;
// group G00052).
func TestSeduction(t *testing.T) {
	t.Run("inferior: a younger vampire only", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Naomi Stewart", 3, "Seduction") // capacity 5
		s.Ready(1, "Dr. Stephen Norton", 3)                  // capacity 4
		s.Ready(1, "Madison", 3)                             // capacity 6
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Naomi Stewart bleeds")
		mustNotOffer(t, g, "(a vampire cannot block)")
		answer(t, g, "Play Seduction (a younger vampire cannot block)") // Norton, the only younger one
		mustNotOffer(t, g, "Block with Dr. Stephen Norton")
		mustOffer(t, g, "Block with Madison")
	})
	t.Run("superior: any vampire", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Seduction")
		s.Ready(1, "Alice Chen", 3)
		s.Ready(1, "Naomi Stewart", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Play Seduction (a vampire cannot block)", "Alice Chen")
		mustNotOffer(t, g, "Block with Alice Chen")
		mustOffer(t, g, "Block with Naomi Stewart")
	})
	t.Run("only as the action is announced", func(t *testing.T) {
		g := startActing("Madison", 3, "Seduction", "Alice Chen", 3)
		answer(t, g, "Madison bleeds", "Pass", "Block with Alice Chen")
		neverOffered(t, g, "Play Seduction")
	})
}

// Fifth Tradition: Hospitality: a prince or justicar's +1 stealth action
// costing 1 blood; 4 blood to another vampire, undirected for one of its
// Methuselah's own, directed at another's (card text; §4.2; A7).
func TestFifthTraditionHospitality(t *testing.T) {
	t.Run("4 blood to an own vampire, undirected", func(t *testing.T) {
		s := newScenario(3)
		alice := s.Ready(0, "Alice Chen", 3)
		naomi := readyWithHand(s, 0, "Naomi Stewart", 1, "Fifth Tradition: Hospitality")
		s.Ready(1, "Madison", 3) // the prey may block an undirected action
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alice Chen: Fifth Tradition: Hospitality (4 blood to another vampire → Naomi Stewart)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		finish(t, g)
		wantBlood(t, naomi, 5)
		wantBlood(t, alice, 2)
	})
	t.Run("to another Methuselah's vampire, directed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alice Chen", 3, "Fifth Tradition: Hospitality")
		mk := s.Ready(2, "Mkhokheli", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alice Chen: Fifth Tradition: Hospitality (4 blood to another vampire → Mkhokheli)")
		if a := g.Action(); !a.Directed || a.TargetSeat != 2 {
			t.Errorf("directed %v at %d, want directed at seat 2", a.Directed, a.TargetSeat)
		}
		finish(t, g)
		wantBlood(t, mk, 5)
	})
	t.Run("requires a prince or justicar", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		readyWithHand(s, 0, "Naomi Stewart", 1, "Fifth Tradition: Hospitality")
		g := s.Start(0, 2, vtes.PhaseMinion)
		neverOffered(t, g, ": Fifth Tradition")
	})
}

// Dominate Kine, for 2 blood: [dom] a +1 stealth bleed at +1; [DOM] steal
// a location, directed at its controller, not another card (card text;
// group G00036).
func TestDominateKine(t *testing.T) {
	t.Run("inferior: +1 stealth bleed at +1", func(t *testing.T) {
		s := newScenario(3)
		naomi := readyWithHand(s, 0, "Naomi Stewart", 3, "Dominate Kine")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "steal a location")
		answer(t, g, "Naomi Stewart: Dominate Kine (bleed at +1 bleed)")
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		wantBlood(t, naomi, 1)
	})
	t.Run("superior: steal a location", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Dominate Kine")
		mk := s.Ready(2, "Mkhokheli", 3)
		s.Attach(mk, "Ivory Bow", 0)
		barrens := s.InPlay(2, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "(steal a location → Ivory Bow)")
		answer(t, g, "Madison: Dominate Kine (steal a location → The Barrens)")
		if a := g.Action(); !a.Directed || a.TargetSeat != 2 {
			t.Errorf("directed %v at %d, want directed at seat 2", a.Directed, a.TargetSeat)
		}
		finish(t, g)
		if barrens.Controller != 0 || barrens.Zone != vtes.ZoneInPlay {
			t.Errorf("The Barrens: controller %d zone %v, want in play under seat 0", barrens.Controller, barrens.Zone)
		}
	})
}

// Wake with Evening's Freshness: a locked vampire wakes, so it may block
// this action; the card is not replaced until its Methuselah's next
// unlock phase (card text; §14 C3; groups G00025, G00115).
func TestWakeWithEveningsFreshness(t *testing.T) {
	t.Run("a locked vampire wakes and blocks; not replaced", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Andi Liu blood 3; attached: Ivory Bow
			ready 2: Madison blood 3 locked
			hand 2: Wake with Evening's Freshness
			library 2: Conditioning
			> Andi Liu bleeds
			= not offered: Block with Madison
			> Play Wake with Evening's Freshness (wake)
			> Block with Madison
			= methuselah 2 hand 0 owed 1`) // a strike to choose: the game waits in combat; not replaced until the next unlock
		if n := g.HandSize(1); n != 6 {
			t.Errorf("hand size %d, want 6 until the next unlock phase", n)
		}
		play(t, g, `> Hand strike
			> finish
			= pools 30 30 30`)
	})
	t.Run("not by an unlocked vampire", func(t *testing.T) {
		g := startAgainst("Andi Liu", 3, "Madison", 3, "Wake with Evening's Freshness")
		answer(t, g, "Andi Liu bleeds")
		neverOffered(t, g, "Play Wake with Evening's Freshness")
	})
}

// Slaughtering the Herd, for 2 blood: [dom] Ⓓ bleed at +2 that allies
// cannot block; [DOM] Ⓓ put it on a vampire of the acting Methuselah's
// predator: each action that vampire announces moves 1 of its blood to
// the acting vampire; it may burn 4 blood in its minion phase to burn the
// card; the card burns once the acting vampire leaves the ready region
// (card text). A target no longer the predator's at resolution makes the
// action fizzle (group G00108 [LSJ 20020725]).
func TestSlaughteringTheHerd(t *testing.T) {
	t.Run("inferior: bleed at +2, allies cannot block", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Naomi Stewart blood 3
			hand 1: Slaughtering the Herd
			ready 2: Political Ally life 1, Alice Chen blood 3
			= not offered: put on a vampire of your predator
			> Naomi Stewart: Slaughtering the Herd (bleed at +2
			= not offered: Block with Political Ally
			= offered: Block with Alice Chen
			> finish
			= pools 30 27 30
			= ready: Naomi Stewart blood 1`) // dom only
	})
	t.Run("superior: on a vampire of the predator only", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Madison blood 4
			hand 1: Slaughtering the Herd
			ready 2: Amelia Locke blood 3
			ready 3: Alice Chen blood 3
			= not offered: put on a vampire of your predator → Amelia Locke
			> Madison: Slaughtering the Herd (put on a vampire of your predator → Alice Chen)`) // not the prey's
		if a := g.Action(); a == nil || !a.Directed || a.TargetSeat != 2 {
			t.Fatalf("the action is directed at the predator, Methuselah 3")
		}
		finish(t, g)
		play(t, g, `= on Alice Chen: Slaughtering the Herd
			= ready: Madison blood 2`)
	})
	t.Run("each action of its vampire feeds the acting vampire", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 3 seats 3 last
			ready 1: Madison blood 2
			ready 3: Alice Chen blood 4; attached: Slaughtering the Herd linked Madison
			> Alice Chen bleeds
			= ready: Alice Chen blood 3, Madison blood 3
			> finish
			= pools 29 30 30`)
	})
	t.Run("the acting vampire's excess blood drains", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 3 seats 3 last
			ready 1: Madison blood 6
			ready 3: Alice Chen blood 4; attached: Slaughtering the Herd linked Madison
			> Alice Chen hunts
			= ready: Madison blood 6
			> finish
			= ready: Alice Chen blood 4`) // capacity 6; 1 moved, 1 hunted
	})
	t.Run("burn 4 blood in its minion phase to burn it", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 3 seats 3 last
			ready 1: Madison blood 2
			ready 3: Alice Chen blood 5; attached: Slaughtering the Herd linked Madison
			> Use Slaughtering the Herd
			= ash heap: Slaughtering the Herd
			= ready: Alice Chen blood 1 unlocked
			> Alice Chen hunts
			= ready: Madison blood 2`) // not an action; no longer fed
	})
	t.Run("not with less than 4 blood, nor in another's minion phase", func(t *testing.T) {
		for _, pos := range []string{"active 3 / blood 3", "active 1 / blood 6"} {
			active, blood, _ := strings.Cut(pos, " / ")
			startPosition(t, `turn 2 phase minion seats 3 last `+active+`
				ready 1: Madison blood 2
				ready 3: Alice Chen `+blood+`; attached: Slaughtering the Herd linked Madison
				> finish, never offered: Use Slaughtering the Herd`)
		}
	})
	t.Run("burns once the acting vampire leaves the ready region", func(t *testing.T) {
		// Madison's Methuselah is ousted by Alice's bleed: Madison leaves
		// play (§14 C41), and the card burns.
		startPosition(t, `turn 2 phase minion active 3 seats 3 last
			methuselah 1 pool 1
			ready: Madison blood 2
			ready 3: Alice Chen blood 4; attached: Slaughtering the Herd linked Madison
			> Alice Chen bleeds
			> Do not block
			> finish
			= ash heap: Slaughtering the Herd
			= ready: Alice Chen blood 3`)
	})
	t.Run("fizzles when the target changed hands", func(t *testing.T) {
		// G00108 [LSJ 20020725]: the target is no longer the predator's.
		g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Madison blood 4
			hand 1: Slaughtering the Herd
			ready 3: Alice Chen blood 3
			> Madison: Slaughtering the Herd (put on a vampire of your predator → Alice Chen)`)
		g.Steal(card(t, g, "Alice Chen"), 1)
		finish(t, g)
		if h := g.Host(card(t, g, "Slaughtering the Herd")); h != nil {
			t.Errorf("the card went on %s", h.Def.Name)
		}
		play(t, g, "= ready: Madison blood 2") // the cost is paid
	})
}
