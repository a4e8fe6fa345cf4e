package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The vampires of the New Blood II starters: their special abilities, and
// for the vanilla ones the capacity, Disciplines and title (votes) that
// decide what they may play (rules/vtes.md §1.3, §5.3, §9.8).

// vanilla checks a vampire without special ability: its capacity, votes,
// and one Discipline at its printed level.
func vanilla(t *testing.T, name string, capacity, votes int, d vtes.Disc, lv vtes.Level) {
	t.Helper()
	s := newScenario(3)
	v := s.Ready(0, name, 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if c := g.Capacity(v); c != capacity {
		t.Errorf("%s: capacity %d, want %d", name, c, capacity)
	}
	if n := g.Votes(v); n != votes {
		t.Errorf("%s: %d votes, want %d", name, n, votes)
	}
	if l := g.Level(v, d); l != lv {
		t.Errorf("%s: %s level %d, want %d", name, d.Code(), l, lv)
	}
}

func TestAnitaWainwright(t *testing.T) {
	vanilla(t, "Anita Wainwright", 3, 0, vtes.Celerity, vtes.Inferior)
}
func TestBrandonGrime(t *testing.T) { vanilla(t, "Brandon Grime", 5, 0, vtes.Celerity, vtes.Superior) }
func TestLeumeah(t *testing.T)      { vanilla(t, "Leumeah", 6, 2, vtes.Presence, vtes.Superior) }
func TestArjunShah(t *testing.T)    { vanilla(t, "Arjun Shah", 4, 0, vtes.BloodSorcery, vtes.Superior) }
func TestFarahSarroub(t *testing.T) { vanilla(t, "Farah Sarroub", 7, 2, vtes.Celerity, vtes.Superior) }
func TestWarmaksan(t *testing.T)    { vanilla(t, "Warmaksan", 5, 2, vtes.Obfuscate, vtes.Inferior) }
func TestCaseySnyder(t *testing.T)  { vanilla(t, "Casey Snyder", 6, 2, vtes.Protean, vtes.Superior) }
func TestHannaNokelainen(t *testing.T) {
	vanilla(t, "Hanna Nokelainen", 4, 0, vtes.Protean, vtes.Inferior)
}
func TestCoachTyroneSoros(t *testing.T) {
	vanilla(t, "\"Coach\" Tyrone Soros", 3, 0, vtes.Obfuscate, vtes.Inferior)
}
func TestCrystalLynn(t *testing.T) { vanilla(t, "Crystal Lynn", 6, 0, vtes.Protean, vtes.Superior) }
func TestElishaTucker(t *testing.T) {
	vanilla(t, "Elisha Tucker", 6, 2, vtes.Presence, vtes.Superior)
	// Anarch Baron of Pittsburgh, by her text: a baron is contested by a
	// prince of the same city ([RB] 6-vampire-sects "Anarch": "contested
	// by another vampire who claims the title of prince, archbishop, or
	// baron of the same city"; §14 C31). Moved out beside Donny
	// Kowalczyk, Camarilla Prince of Pittsburgh, both count as untitled
	// while the title is contested: no votes (§10.2).
	t.Run("contests the Prince of Pittsburgh", func(t *testing.T) {
		s := newScenario(2)
		donny := s.Ready(0, "Donny Kowalczyk", 3)
		elisha := s.Uncontrolled(1, "Elisha Tucker", 6)
		g := s.Start(1, 3, vtes.PhaseInfluence)
		answer(t, g, "Move Elisha Tucker to your ready region")
		for _, v := range []*vtes.Card{donny, elisha} {
			if !v.TitleContested || g.Votes(v) != 0 {
				t.Errorf("%s: title contested %v, %d votes; want contested, 0", v.Def.Name, v.TitleContested, g.Votes(v))
			}
		}
		if !logged(g, "is contested") {
			t.Errorf("no contest logged\n%s", logText(g))
		}
	})
}
func TestMarcel(t *testing.T)   { vanilla(t, "Marcel", 4, 0, vtes.Presence, vtes.Inferior) }
func TestVivianVi(t *testing.T) { vanilla(t, "Vivian VI", 7, 2, vtes.BloodSorcery, vtes.Inferior) }

// strongHunt has vampire (4 blood) bleed and Mkhokheli (6 blood) block it;
// it returns Mkhokheli's blood after one round of hand strikes.
func strongHunt(t *testing.T, vampire string) int {
	t.Helper()
	s := newScenario(3)
	s.Ready(0, vampire, 4)
	mk := s.Ready(1, "Mkhokheli", 6)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, vampire, "Mkhokheli")
	finish(t, g)
	return mk.Blood
}

// Valeriya Zinovieva, Baron of Moscow: +1 strength, so her hand strike
// deals 2 (card text; §6.4).
func TestValeriyaZinovieva(t *testing.T) {
	if got := strongHunt(t, "Valeriya Zinovieva"); got != 4 {
		t.Errorf("Mkhokheli has %d blood after Valeriya's hand strike, want 4", got)
	}
	vanilla(t, "Valeriya Zinovieva", 7, 2, vtes.Potence, vtes.Superior)
}

// Massimiliano, Baron of Belo Horizonte: +1 strength (card text; §6.4).
func TestMassimiliano(t *testing.T) {
	if got := strongHunt(t, "Massimiliano"); got != 4 {
		t.Errorf("Mkhokheli has %d blood after Massimiliano's hand strike, want 4", got)
	}
	vanilla(t, "Massimiliano", 7, 2, vtes.Animalism, vtes.Superior)
}

// Kasim Bayar, Banu Haqim Justicar: 3 votes and +1 bleed; once each
// combat, before range is determined, he may discard a political action
// card for +2 strength that combat (card text; §6.2, §9.8).
func TestKasimBayar(t *testing.T) {
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		kasim := s.Ready(0, "Kasim Bayar", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if n := g.Votes(kasim); n != 3 {
			t.Errorf("Kasim casts %d votes, want 3", n)
		}
		answer(t, g, "Kasim Bayar bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("discard a political action: +2 strength, once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kasim Bayar", 4)
		krc := s.Hand(0, "Kine Resources Contested", "Conservative Agitation")[0]
		s.Library(0, "Lost in Crowds")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kasim Bayar bleeds", "Block with Mkhokheli", "Use Kasim Bayar", "Kine Resources Contested")
		wantZone(t, krc, vtes.ZoneAsh)
		neverOffered(t, g, "Use Kasim Bayar")
		wantBlood(t, mk, 3) // a hand strike of 3
	})
	t.Run("not without a political action card", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Kasim Bayar", 4, "Lost in Crowds", "Mkhokheli", 6)
		neverOffered(t, g, "Use Kasim Bayar")
	})
}

// Oluwafunmilayo, Prince of Lagos: +1 intercept during political actions
// only (card text; §4.1).
func TestOluwafunmilayo(t *testing.T) {
	t.Run("blocks a political action", func(t *testing.T) {
		g := startActing("Mkhokheli", 3, "Kine Resources Contested", "Oluwafunmilayo", 3)
		answer(t, g, "Mkhokheli: Kine Resources Contested", "Block with Oluwafunmilayo")
		finish(t, g)
		if !logged(g, "Oluwafunmilayo blocks Mkhokheli") {
			t.Errorf("no block at 1 intercept against 1 stealth\n%s", logText(g))
		}
	})
	t.Run("no intercept against a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Oluwafunmilayo", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Oluwafunmilayo")
		finish(t, g)
		if logged(g, "Oluwafunmilayo blocks") {
			t.Errorf("a block at 0 intercept against 1 stealth\n%s", logText(g))
		}
	})
}

// Kuyén, Baron of Santiago: animal allies and retainers cost her 1 blood
// or pool less; not other vampires, nor other cards (card text; §1.5.6;
// [ANK 20210913]).
func TestKuyen(t *testing.T) {
	t.Run("an animal retainer for 1 blood less", func(t *testing.T) {
		s := newScenario(3)
		kuyen := s.Ready(0, "Kuyén", 3)
		moc := s.Hand(0, "Murder of Crows")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kuyén: Murder of Crows (employ (superior))")
		finish(t, g)
		wantOn(t, g, moc, kuyen)
		wantBlood(t, kuyen, 3)
	})
	t.Run("not for another vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kuyén", 3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 3, "Murder of Crows")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen: Murder of Crows (employ)")
		finish(t, g)
		wantBlood(t, hanna, 2)
	})
	t.Run("not for a card that is no animal", func(t *testing.T) {
		g, kuyen, _ := startBlockedBleed(t, "Kuyén", 4, "Body Flare", "Mkhokheli", 6)
		answer(t, g, "Play Body Flare (2 aggravated damage)")
		finish(t, g)
		wantBlood(t, kuyen, 1) // 2 for the card, 1 from the hand strike
	})
}

// Ragnar Nordstrom: cards requiring Protean cost him 1 blood less; +1
// strength in combat with an ally or a younger vampire, not an older one
// (card text; §1.5.6, §6.4).
func TestRagnarNordstrom(t *testing.T) {
	t.Run("against a younger vampire, Body Flare for 1 blood", func(t *testing.T) {
		s := newScenario(3)
		ragnar := readyWithHand(s, 0, "Ragnar Nordstrom", 5, "Body Flare") // capacity 8
		s.Ready(1, "Farah Sarroub", 6)                                     // capacity 7
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ragnar Nordstrom", "Farah Sarroub")
		mustOffer(t, g, "Hand strike (2 damage)")
		answer(t, g, "Play Body Flare (2 aggravated damage)")
		finish(t, g)
		wantBlood(t, ragnar, 3) // 1 for the card, 1 from the hand strike
	})
	t.Run("against an older vampire", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Ragnar Nordstrom", 5, "Body Flare", "Kasim Bayar", 6) // Kasim: capacity 9
		mustOffer(t, g, "Hand strike (1 damage)")
	})
}

// Aline Gädeke, Baron of Mannheim: once each turn, after another Anarch
// her Methuselah controls performs a successful action, she may burn 1
// blood to unlock (card text; §14 C10).
func TestAlineGadeke(t *testing.T) {
	setup := func(other string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		aline := s.Ready(0, "Aline Gädeke", 4)
		aline.Locked = true
		s.Ready(0, other, 3)
		s.Ready(0, "Brandon Grime", 3)
		s.Ready(1, "Mkhokheli", 3).Locked = true
		s.Ready(2, "Nik Sikko", 3).Locked = true
		return s.Start(0, 2, vtes.PhaseMinion), aline
	}
	t.Run("after another Anarch's successful action, once each turn", func(t *testing.T) {
		g, aline := setup("Anita Wainwright")
		answer(t, g, "Anita Wainwright hunts")
		answer(t, g, "Use Aline Gädeke: burn 1 blood: unlock")
		wantLocked(t, aline, false)
		wantBlood(t, aline, 3)
		aline.Locked = true
		answer(t, g, "Brandon Grime hunts")
		mustNotOffer(t, g, "Use Aline Gädeke")
		vanilla(t, "Aline Gädeke", 7, 2, vtes.Potence, vtes.Superior)
	})
	t.Run("not after a non-Anarch's action", func(t *testing.T) {
		g, _ := setup("Lenny Burkhead")
		answer(t, g, "Lenny Burkhead hunts")
		mustNotOffer(t, g, "Use Aline Gädeke")
	})
	t.Run("not after a blocked action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aline Gädeke", 4).Locked = true
		s.Ready(0, "Anita Wainwright", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Mkhokheli")
		neverOffered(t, g, "Use Aline Gädeke")
	})
	// Group G00027 [LSJ 20011022]: her ability is usable in torpor.
	t.Run("in torpor", func(t *testing.T) {
		s := newScenario(3)
		aline := s.Torpor(0, "Aline Gädeke", 4)
		aline.Locked = true
		s.Ready(0, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright hunts", "Use Aline Gädeke: burn 1 blood: unlock")
		wantLocked(t, aline, false)
		wantBlood(t, aline, 3)
		wantZone(t, aline, vtes.ZoneTorpor)
	})
	// [ANK 20220814]: a vampire whose action made it Anarch counts.
	t.Run("after an action to become Anarch", func(t *testing.T) {
		g, aline := setup("Horace Radcliffe")
		answer(t, g, "Horace Radcliffe becomes anarch")
		if !logged(g, "Horace Radcliffe is now Anarch") {
			t.Fatal("Horace did not become Anarch")
		}
		answer(t, g, "Use Aline Gädeke: burn 1 blood: unlock")
		wantLocked(t, aline, false)
	})
}

// Saku Pihlajamäki, Baron of Helsinki: 1 optional maneuver each combat
// (card text; §6.3).
func TestSakuPihlajamaki(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 3)
	saku := s.Ready(1, "Saku Pihlajamäki", 4)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Mkhokheli", "Saku Pihlajamäki")
	answer(t, g, "Use an optional maneuver (1 left)")
	if !logged(g, "Saku Pihlajamäki maneuvers: the range is long") {
		t.Fatal("Saku's maneuver is not made")
	}
	finish(t, g)
	wantBlood(t, saku, 4) // at long range no hand strike lands
	vanilla(t, "Saku Pihlajamäki", 8, 2, vtes.Celerity, vtes.Superior)
}
