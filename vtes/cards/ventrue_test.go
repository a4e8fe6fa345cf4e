package cards_test

import (
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
	for _, tc := range []struct {
		bleeder, mode string
		want          int
	}{
		{"Naomi Stewart", "(+2 bleed)", 27},
		{"Madison", "(+3 bleed)", 26},
		{"Madison", "(+2 bleed)", 27}, // a superior vampire may play the inferior effect
	} {
		t.Run(tc.bleeder+" "+tc.mode, func(t *testing.T) {
			s := newScenario(3)
			v := s.Ready(0, tc.bleeder, 3)
			s.Hand(0, "Conditioning")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.bleeder+" bleeds")
			if tc.bleeder == "Naomi Stewart" {
				mustNotOffer(t, g, "(+3 bleed)")
			}
			answer(t, g, "Play Conditioning "+tc.mode)
			finish(t, g)
			wantPool(t, g, 30, tc.want, 30)
			wantBlood(t, v, 2)
		})
	}
	t.Run("not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		s.Hand(0, "Conditioning")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison hunts")
		neverOffered(t, g, "Play Conditioning")
	})
	t.Run("not after a Spying Mission emptied the bleed", func(t *testing.T) {
		// [LSJ 19980105]: once the bleed is made unsuccessful, nothing more
		// is played on it.
		s := newScenario(3)
		s.Ready(0, "Nathaniel Bordruff", 3) // DOM OBF
		s.Hand(0, "Spying Mission", "Conditioning")
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
		naomi := s.Ready(1, "Naomi Stewart", 3)
		s.Hand(1, "Deflection")
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
		madison := s.Ready(1, "Madison", 3)
		s.Hand(1, "Deflection")
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
		s.Ready(0, "Lenny Burkhead", 3)
		s.Hand(0, "Lost in Crowds")
		s.Ready(1, "Naomi Stewart", 3)
		s.Hand(1, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Naomi", "Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Deflection (lock: redirect the bleed)")
		finish(t, g)
		wantPool(t, g, 30, 30, 28)
	})
	t.Run("not once a Spying Mission made the bleed unsuccessful", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3) // OBF
		s.Hand(0, "Spying Mission")
		s.Ready(1, "Naomi Stewart", 3)
		defl := s.Hand(1, "Deflection")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Do not block", "Play Spying Mission (no pool now")
		neverOffered(t, g, "Play Deflection")
		wantZone(t, defl, vtes.ZoneHand)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Naomi Stewart", 3)
		s.Hand(1, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
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
		madison := s.Ready(0, "Madison", 3)
		s.Hand(0, "Freak Drive")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison hunts")
		mustNotOffer(t, g, "(unlock after a blocked action)")
		answer(t, g, "Play Freak Drive (unlock after a successful action)")
		wantLocked(t, madison, false)
		wantBlood(t, madison, 3) // +1 from the hunt, -1 for the card
		mustOffer(t, g, "Madison bleeds")
	})
	t.Run("superior, after the combat of a blocked action", func(t *testing.T) {
		s := newScenario(3)
		madison := s.Ready(0, "Madison", 4)
		s.Hand(0, "Freak Drive")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Block with Mkhokheli")
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
		s := newScenario(2)
		andi := s.Ready(0, "Andi Liu", 3) // pre
		s.Hand(0, "Mind Numb")
		mk := s.Ready(1, "Mkhokheli", 3)
		locked := s.Ready(1, "Nik Sikko", 3)
		locked.Locked = true
		g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Nik Sikko")
		mustNotOffer(t, g, "(stun an unlocked vampire, +1 stealth")
		answer(t, g, "Andi Liu: Mind Numb (stun an unlocked vampire → Mkhokheli)")
		if a := g.Action(); a.Stealth != 0 || a.TargetSeat != 1 {
			t.Errorf("stealth %d aimed at seat %d, want 0 and seat 1", a.Stealth, a.TargetSeat)
		}
		answer(t, g, "Do not block")
		wantLocked(t, mk, true)
		wantBlood(t, andi, 2)
		passUntil(t, g, "Nik Sikko bleeds") // Methuselah 2's turn
		wantLocked(t, mk, true)
		mustNotOffer(t, g, "Mkhokheli bleeds")
		passUntil(t, g, "Andi Liu bleeds") // Methuselah 1's turn
		finish(t, g)
		wantLocked(t, mk, true) // unlocks only in Methuselah 2's next unlock phase
	})
	t.Run("superior: +1 stealth", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Madison", 3)
		s.Hand(0, "Mind Numb")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Mind Numb (stun an unlocked vampire, +1 stealth → Mkhokheli)")
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		answer(t, g, "Block with Mkhokheli") // 0 intercept against 1 stealth
		finish(t, g)
		wantLocked(t, mk, true)
		if !mk.NoUnlock {
			t.Errorf("Mkhokheli will unlock in his next unlock phase")
		}
	})
}

// Misdirection, for 1 pool: lock a minion, any Methuselah's (card text;
// §1.6).
func TestMisdirection(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Madison", 3)
	mk := s.Ready(1, "Mkhokheli", 3)
	s.Ready(2, "Nik Sikko", 3).Locked = true
	s.Hand(0, "Misdirection")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Misdirection")
	mustNotOffer(t, g, "Nik Sikko") // locked already
	answer(t, g, "Mkhokheli")
	wantLocked(t, mk, true)
	wantPool(t, g, 29, 30, 30)
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
		answer(t, g, "Political Ally bleeds", "Block with Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 3)
		wantZone(t, ally, vtes.ZoneAsh)
	})
	t.Run("unique: a second copy is burned", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Political Ally", 1)
		s.Ready(0, "Madison", 3)
		second := s.Hand(0, "Political Ally")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Political Ally (recruit)")
		finish(t, g)
		wantZone(t, second, vtes.ZoneAsh)
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
			v := s.Ready(0, tc.vampire, tc.blood)
			s.Hand(0, "Restoration")
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
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Hand(0, "Social Charm")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "1 pool if it succeeds")
		answer(t, g, "Andi Liu: Social Charm (bleed at +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: 1 pool for a successful bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		s.Hand(0, "Social Charm")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Social Charm (bleed at +1, 1 pool if it succeeds)")
		finish(t, g)
		wantPool(t, g, 31, 28, 30)
	})
	t.Run("superior: no pool for a bleed reduced to 0", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		s.Hand(0, "Social Charm")
		s.Ready(1, "Catalina Vega", 3)
		s.Hand(1, "Telepathic Counter")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison: Social Charm (bleed at +1, 1 pool if it succeeds)", "Do not block")
		answer(t, g, "Play Telepathic Counter (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
}
