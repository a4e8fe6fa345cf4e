package cards_test

import (
	"regexp"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// The library cards of the New Blood II Ministry starter (NB2:PMi), one
// test per card.

// neverUsedInBlock has attacker (seat 0, location in play) bleed and
// blocker (seat 1) block, each with 3 blood, and checks the location is
// never used: the Anarch locations refuse a Camarilla vampire.
func neverUsedInBlock(t *testing.T, attacker, location, blocker string) {
	t.Helper()
	s := newScenario(3)
	s.Ready(0, attacker, 3)
	s.InPlay(0, location)
	s.Ready(1, blocker, 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, attacker, blocker)
	neverOffered(t, g, "Use "+location)
}

// Anarch Railroad: lock it to give an acting Anarch +1 stealth when
// needed, its controller's or not; not to a Camarilla vampire (card text;
// §4.3).
func TestAnarchRailroad(t *testing.T) {
	t.Run("+1 stealth to an Anarch", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		rr := s.InPlay(0, "Anarch Railroad")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel bleeds", "Block with Mkhokheli", "Use Anarch Railroad")
		finish(t, g)
		wantLocked(t, rr, true)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("not to a Camarilla vampire", func(t *testing.T) {
		neverUsedInBlock(t, "Nik Sikko", "Anarch Railroad", "Mkhokheli")
	})
}

// Obfuscate: a Discipline master card giving +1 level of Obfuscate and +1
// capacity, not on a vampire with superior Obfuscate (card text; §1.6).
func TestObfuscate(t *testing.T) {
	s := newScenario(3)
	marcel := s.Ready(0, "Marcel", 3) // obf
	s.Ready(0, "Crystal Lynn", 3)     // OBF: not a target
	s.Ready(1, "Mkhokheli", 3)        // another Methuselah's vampire
	card := s.Hand(0, "Obfuscate")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Obfuscate")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Crystal Lynn")
	answer(t, g, "Marcel")
	wantOn(t, g, card, marcel)
	if l := g.Level(marcel, vtes.Obfuscate); l != vtes.Superior {
		t.Errorf("Marcel's Obfuscate level %d, want superior", l)
	}
	if c := g.Capacity(marcel); c != 5 {
		t.Errorf("Marcel's capacity %d, want 5", c)
	}
}

// Rapid Change, for 1 blood: [pro] +1 stealth when needed; [PRO] strike:
// combat ends (card text; §4.3, §6.4).
func TestRapidChange(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 3, "Rapid Change")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel bleeds", "Block with Mkhokheli", "Play Rapid Change (+1 stealth)")
		finish(t, g)
		wantBlood(t, marcel, 2)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("superior: combat ends", func(t *testing.T) {
		g, crystal, mk := startBlockedBleed(t, "Crystal Lynn", 3, "Rapid Change", "Mkhokheli", 3)
		answer(t, g, "Pass", "Play Rapid Change (combat ends)")
		if g.Combat() != nil {
			answer(t, g, "Hand strike")
		}
		wantBlood(t, crystal, 2)
		wantBlood(t, mk, 3)
	})
	// Its strike is a "combat ends" strike (Mode.StrikeKind): Dog Pack's
	// employer's opponent cannot strike: combat ends (§6.4).
	t.Run("superior: barred by Dog Pack", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Dog Pack", 1)
		readyWithHand(s, 1, "Crystal Lynn", 6, "Rapid Change", "Form of the Cobra")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Crystal Lynn")
		passUntil(t, g, "Play Form of the Cobra")
		mustNotOffer(t, g, "Rapid Change (combat ends)")
	})
}

// Ferraille, with a Ministry vampire: once each turn, during the polling
// of any referendum, its Methuselah burns 1 pool for +3 votes; no votes
// if that ousts them ([LSJ 20081105]); usable in another Methuselah's
// turn (card text; §5.2; group G00014 [ANK 20180719-4]).
func TestFerraille(t *testing.T) {
	t.Run("burn 1 pool: +3 votes, once", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		s.Ready(1, "Marcel", 3)
		s.InPlay(1, "Ferraille")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		passUntil(t, g, "Use Ferraille")
		answer(t, g, "Use Ferraille", "Vote against")
		neverOffered(t, g, "Use Ferraille")
		if !logged(g, "casts 3 vote(s) against") {
			t.Errorf("no 3 votes against\n%s", logText(g))
		}
		// The referendum fails 1 to 3: only the Ferraille's pool is burned.
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("no votes if the pool burned ousts", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		s.Ready(1, "Marcel", 3)
		s.InPlay(1, "Ferraille")
		s.Pool(1, 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		passUntil(t, g, "Use Ferraille")
		answer(t, g, "Use Ferraille")
		finish(t, g)
		if !g.Methuselah(1).Ousted {
			t.Errorf("Methuselah 2 not ousted")
		}
		if logged(g, "casts 3 vote(s)") {
			t.Errorf("an ousted Methuselah voted\n%s", logText(g))
		}
	})
}

// Anarch Salon, called by an Anarch: if it passes, each ready Anarch
// gains 1 blood and each Methuselah controlling an Anarch gains 1 pool;
// not by a Camarilla vampire (card text; §5).
func TestAnarchSalon(t *testing.T) {
	t.Run("passes", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 2, "Anarch Salon")
		hanna := s.Ready(1, "Hanna Nokelainen", 2)
		mk := s.Ready(2, "Mkhokheli", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Anarch Salon")
		finish(t, g)
		wantBlood(t, marcel, 3)
		wantBlood(t, hanna, 3)
		wantBlood(t, mk, 2)
		wantPool(t, g, 31, 31, 30)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 2, "Anarch Salon")
		mustNotOffer(t, g, "Anarch Salon")
	})
}

// Party Out Of Bounds, by an Anarch: [obf] reduce a bleed against its
// Methuselah by 2; [pre] +2 votes in the polling of a political action;
// [pro] +1 intercept (card text; §3.5.1, §4.3, §5.2).
func TestPartyOutOfBounds(t *testing.T) {
	t.Run("obfuscate: reduce the bleed by 2", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Marcel", 3, "Party Out Of Bounds") // Lenny: bleed 2
		answer(t, g, "Lenny Burkhead bleeds", "Do not block", "Play Party Out Of Bounds (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("presence: +2 votes", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		readyWithHand(s, 1, "Marcel", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		passUntil(t, g, "Play Party Out Of Bounds (+2 votes)")
		answer(t, g, "Play Party Out Of Bounds (+2 votes)", "Vote against")
		finish(t, g)
		if !logged(g, "casts 2 vote(s) against") {
			t.Errorf("no 2 votes against\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30) // the referendum fails
	})
	t.Run("protean: +1 intercept", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 3, "Marcel", 3, "Party Out Of Bounds")
		answer(t, g, "Mkhokheli hunts", "Block with Marcel", "Play Party Out Of Bounds (+1 intercept)")
		finish(t, g)
		if !logged(g, "Marcel blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Farah Sarroub", 3, "Party Out Of Bounds")
		answer(t, g, "Lenny Burkhead bleeds")
		neverOffered(t, g, "Play Party Out Of Bounds")
	})
}

// Reckless Agitation, for 2 blood, by an Independent or Anarch vampire of
// capacity 5 or more: allocate 6 points among two or more other
// Methuselahs, none to the caller nor all to one; not with a single
// opponent left ([LSJ 20000622], [LSJ 20100129]; card text; §5).
func TestRecklessAgitation(t *testing.T) {
	t.Run("6 points among the others", func(t *testing.T) {
		s := newScenario(3)
		vivian := readyWithHand(s, 0, "Vivian VI", 4, "Reckless Agitation") // capacity 7
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Vivian VI: Reckless Agitation")
		mustNotOffer(t, g, "Methuselah 1")
		// After 5 points to Methuselah 2, the last one must go to
		// Methuselah 3: the only choice, made without asking.
		answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 2", "Methuselah 2", "Methuselah 2")
		finish(t, g)
		wantBlood(t, vivian, 2)
		wantPool(t, g, 30, 25, 29)
	})
	t.Run("not by a vampire of capacity 4", func(t *testing.T) {
		g := minionPhase("Marcel", 4, "Reckless Agitation")
		mustNotOffer(t, g, "Reckless Agitation")
	})
	t.Run("not with one opponent left", func(t *testing.T) {
		s := newScenario(2)
		readyWithHand(s, 0, "Vivian VI", 4, "Reckless Agitation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Reckless Agitation")
	})
}

// Homunculus: retainer with 1 life (2 superior); in another Methuselah's
// unlock phase its locked employer may burn 1 blood to unlock (card text;
// §3.1, §6.8).
func TestHomunculus(t *testing.T) {
	t.Run("superior: 2 life", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3) // superior Protean
		h := s.Hand(0, "Homunculus")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn: Homunculus (employ (superior))", "Do not block")
		finish(t, g)
		wantOn(t, g, h, crystal)
		wantBlood(t, h, 2)
	})
	for _, tc := range []struct {
		name, answer string
		locked       bool
		blood        int
	}{
		{"burn 1 blood to unlock in another unlock phase", "Yes", false, 2},
		{"the employer may stay locked", "No", true, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			marcel := s.Ready(0, "Marcel", 3)
			s.Attach(marcel, "Homunculus", 1)
			marcel.Locked = true
			s.Edge(0)            // no Edge question for Methuselah 2,
			s.Library(1, "Blur") // nor a withdrawal
			g := s.Start(1, 2, vtes.PhaseUnlock)
			answer(t, g, tc.answer)
			wantLocked(t, marcel, tc.locked)
			wantBlood(t, marcel, tc.blood)
		})
	}
}

// Form of the Cobra: [pro] strike: steal 1 blood, at close range only;
// [PRO] +1 stealth as the action is announced, even if not needed, and
// not later (card text; §6.4, §14 C26).
func TestFormOfTheCobra(t *testing.T) {
	t.Run("inferior: steal 1 blood", func(t *testing.T) {
		g, marcel, mk := startBlockedBleed(t, "Marcel", 2, "Form of the Cobra", "Mkhokheli", 4) // Marcel: inferior Protean
		answer(t, g, "Play Form of the Cobra (steal 1 blood)")
		finish(t, g)
		wantBlood(t, marcel, 2) // +1 stolen, -1 hand damage
		wantBlood(t, mk, 3)
	})
	t.Run("superior: +1 stealth as the action is announced", func(t *testing.T) {
		g := startActing("Crystal Lynn", 3, "Form of the Cobra", "Mkhokheli", 3) // Crystal: superior Protean
		answer(t, g, "Crystal Lynn bleeds", "Play Form of the Cobra (+1 stealth)")
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		answer(t, g, "Block with Mkhokheli")
		neverOffered(t, g, "Play Form of the Cobra")
	})
	t.Run("superior: not once blocks are under way", func(t *testing.T) {
		g := startActing("Crystal Lynn", 3, "Form of the Cobra", "Mkhokheli", 3)
		answer(t, g, "Crystal Lynn bleeds", "Pass", "Block with Mkhokheli")
		mustNotOffer(t, g, "(+1 stealth)")
	})
}

// Waters of Duat, for 1 blood: a +1 stealth action by a Ministry of
// capacity 5 or more; the card becomes a 1-capacity Ministry vampire that
// must hunt this turn, and may get a Discipline master card from the
// library, hand or ash heap (card text; group G00054; §14 C17).
func TestWatersOfDuat(t *testing.T) {
	t.Run("becomes a vampire, gets a Discipline card, hunts", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		waters := s.Hand(0, "Waters of Duat")[0]
		s.Library(0, "Protean", "Anarch Railroad")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn: Waters of Duat")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("the action has no +1 stealth: %+v", a)
		}
		mustOffer(t, g, "Protean (library)")
		answer(t, g, "Protean (library)")
		wantBlood(t, crystal, 2)
		wantZone(t, waters, vtes.ZoneReady)
		if !waters.IsVampire() || waters.Def.Clan != "Ministry" || g.Capacity(waters) != 2 || g.Level(waters, vtes.Protean) != vtes.Inferior {
			t.Fatalf("Waters of Duat: vampire %v, clan %q, capacity %d; want a Ministry of capacity 1+1 with Protean\n%s",
				waters.IsVampire(), waters.Def.Clan, g.Capacity(waters), logText(g))
		}
		// Empty and unlocked, it must hunt this turn: the hunt is the only
		// choice, taken at once.
		if !logged(g, "Waters of Duat hunts: +1 blood") {
			t.Fatalf("the new vampire did not hunt\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, waters, 1)
	})
	t.Run("capacity 5 or more", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "Waters of Duat") // capacity 4
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Waters of Duat")
	})
	t.Run("+1 stealth; blocked, it stays a library card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Crystal Lynn", 3)
		waters := s.Hand(0, "Waters of Duat")[0]
		readyWithHand(s, 1, "Marcel", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn: Waters of Duat", "Block with Marcel")
		// Stealth 1 against intercept 0: Marcel needs his +1 intercept.
		answer(t, g, "Play Party Out Of Bounds (+1 intercept)")
		if !logged(g, "Marcel blocks Crystal Lynn") {
			t.Fatalf("no block\n%s", logText(g))
		}
		finish(t, g)
		wantZone(t, waters, vtes.ZoneAsh)
		if waters.IsVampire() {
			t.Error("Waters of Duat is a vampire in the ash heap")
		}
	})
	t.Run("G00054: burned, it is a library card again", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Crystal Lynn", 3)
		waters := s.Hand(0, "Waters of Duat")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn: Waters of Duat")
		finish(t, g)
		wantZone(t, waters, vtes.ZoneReady)
		g.Burn(waters)
		wantZone(t, waters, vtes.ZoneAsh)
		if waters.IsVampire() || waters.Def.ID != 102159 || waters.Def.Types != vtes.Action {
			t.Errorf("in the ash heap Waters of Duat is a vampire %v, id %d", waters.IsVampire(), waters.Def.ID)
		}
	})
}

// corrupt sets seat's corruption counters on minion m, for a position.
func corrupt(g *vtes.Game, m *vtes.Card, seat, n int) {
	if m.Corruption == nil {
		m.Corruption = make([]int, g.Seats())
	}
	m.Corruption[seat] = n
	g.Changed(m) // written behind the rules' back: the hash keeps m's share
}

// Propaganda, for 2 blood: [pre] a bleed at +1 that titled vampires
// cannot block; [PRE] as well, and the target Methuselah locks a ready
// unlocked minion they control (card text; §3.5.1, §4.2).
func TestPropaganda(t *testing.T) {
	t.Run("inferior: +1 bleed, titled vampires cannot block", func(t *testing.T) {
		s := newScenario(3)
		marcel := readyWithHand(s, 0, "Marcel", 3, "Propaganda")
		s.Ready(1, "Mkhokheli", 3) // a prince
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Propaganda (bleed at +1, titled vampires cannot block)")
		mustOffer(t, g, "Block with Nik Sikko")
		mustNotOffer(t, g, "Block with Mkhokheli")
		answer(t, g, "Do not block")
		finish(t, g)
		wantBlood(t, marcel, 1)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior: the target locks a minion", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Crystal Lynn", 3, "Propaganda")
		nik := s.Ready(1, "Nik Sikko", 3)
		lenny := s.Ready(1, "Lenny Burkhead", 3) // a primogen
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn: Propaganda (bleed at +1, titled vampires cannot block, the target locks a minion)")
		mustNotOffer(t, g, "Block with Lenny Burkhead")
		answer(t, g, "Do not block")
		if d := g.Pending(); d == nil || d.Seat != 1 {
			t.Fatalf("the target does not choose: %+v", d)
		}
		answer(t, g, "Nik Sikko")
		finish(t, g)
		wantLocked(t, nik, true)
		wantLocked(t, lenny, false)
		wantPool(t, g, 30, 28, 30)
	})
}

// Enchanting Gaze: [pre][pro] +1 stealth when needed; [PRE][PRO] as well,
// and once this action burn 1 of your corruption counters from a blocking
// minion: its attempt fails and it cannot try again (card text; §4.3).
func TestEnchantingGaze(t *testing.T) {
	t.Run("inferior: +1 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Marcel", 3, "Enchanting Gaze", "Nik Sikko", 3)
		mustNotOffer(t, g, "corruption fails a block") // Marcel's pre and pro are inferior
		answer(t, g, "Play Enchanting Gaze (+1 stealth)")
		finish(t, g)
		if !logged(g, "Nik Sikko fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("superior: a corrupted blocker fails", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Vivian VI", 3, "Enchanting Gaze") // PRE PRO
		nik := readyWithHand(s, 1, "Nik Sikko", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 2)
		answer(t, g, "Vivian VI bleeds", "Block with Nik Sikko", "Play Enchanting Gaze (+1 stealth, corruption fails a block)")
		answer(t, g, "Yes")
		if n := g.Corruption(nik, 0); n != 1 {
			t.Errorf("Nik Sikko bears %d counters, want 1 (one burned)", n)
		}
		if !logged(g, "Nik Sikko fails to block") {
			t.Fatalf("the block did not fail\n%s", logText(g))
		}
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: once this action, on a later blocker", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Vivian VI", 3, "Enchanting Gaze")
		s.Ready(1, "Nik Sikko", 3)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, mk, 0, 1)
		// Nik bears no counter: the Gaze only gives stealth against him.
		answer(t, g, "Vivian VI bleeds", "Block with Nik Sikko", "Play Enchanting Gaze (+1 stealth, corruption fails a block)")
		if !logged(g, "Nik Sikko fails to block") {
			t.Fatalf("the block did not fail\n%s", logText(g))
		}
		// Mkhokheli bears one: as his attempt begins, the counter is burned.
		answer(t, g, "Block with Mkhokheli", "Yes")
		if !logged(g, "burns 1 corruption counter(s) from Mkhokheli") || !logged(g, "Mkhokheli fails to block") {
			t.Fatalf("the Gaze was not used on Mkhokheli\n%s", logText(g))
		}
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
}

// The Platinum Protocol: requires an Anarch; a bleed played with one or
// more of [obf] (+1 stealth), [pre] (+1 bleed) and [pro] (1 corruption
// counter on a minion of the target if the bleed succeeds for 1 or more,
// chosen as it resolves, [ANK 20240706]; no Cave of Apples steal, [ANK
// 20200925]) (card text; group G00086).
func TestThePlatinumProtocol(t *testing.T) {
	t.Run("all three Disciplines", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "The Platinum Protocol") // obf pre pro
		nik := s.Ready(1, "Nik Sikko", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Marcel: The Platinum Protocol (bleed: +1 stealth)")
		mustOffer(t, g, "(bleed: +1 bleed, corruption)")
		answer(t, g, "Marcel: The Platinum Protocol (bleed: +1 stealth, +1 bleed, corruption)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("no +1 stealth: %+v", a)
		}
		answer(t, g, "Block with Nik Sikko") // stealth 1, intercept 0: fails
		answer(t, g, "Do not block")
		answer(t, g, "Nik Sikko")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		if n := g.Corruption(nik, 0); n != 1 {
			t.Errorf("Nik Sikko bears %d counters, want 1\n%s", n, logText(g))
		}
	})
	t.Run("requires an Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 3, "The Platinum Protocol") // Camarilla, obf
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "The Platinum Protocol")
	})
	t.Run("no counter when the bleed burns no pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "The Platinum Protocol")
		nik := readyWithHand(s, 1, "Crystal Lynn", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: The Platinum Protocol (bleed: corruption)", "Do not block", "Play Party Out Of Bounds (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		if n := g.CorruptionTotal(nik); n != 0 {
			t.Errorf("a counter was put after a bleed of 0\n%s", logText(g))
		}
	})
	t.Run("ANK 20200925: no chance to steal", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		s.InPlay(0, "Cave of Apples")
		s.Hand(0, "The Platinum Protocol")
		nik := s.Ready(1, "Nik Sikko", 3) // capacity 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 2)
		answer(t, g, "Marcel: The Platinum Protocol (bleed: corruption)", "Do not block")
		finish(t, g)
		if n := g.Corruption(nik, 0); n != 3 || nik.Controller != 1 {
			t.Errorf("Nik Sikko: %d counters, controlled by seat %d; want 3, still seat 2's", n, nik.Controller+1)
		}
	})
}

// Revelation of the Serpent: only during a bleed; [pre][pro] +1 bleed, or
// +1 stealth and +1 bleed (limited); [PRE][PRO] as well, and after a
// successful bleed the vampire may burn 2 of your corruption counters
// from a minion of the target to unlock, not if the bleed ousted the
// target ([ANK 20220210]) (card text; §14 C19).
func TestRevelationOfTheSerpent(t *testing.T) {
	t.Run("inferior: +1 bleed", func(t *testing.T) {
		g := minionPhase("Marcel", 3, "Revelation of the Serpent")
		answer(t, g, "Marcel bleeds", "Play Revelation of the Serpent (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("inferior: +1 stealth and +1 bleed", func(t *testing.T) {
		g := startActing("Marcel", 3, "Revelation of the Serpent", "Nik Sikko", 3)
		answer(t, g, "Marcel bleeds", "Block with Nik Sikko", "Play Revelation of the Serpent (+1 stealth and +1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("not outside a bleed", func(t *testing.T) {
		g := minionPhase("Marcel", 3, "Revelation of the Serpent")
		answer(t, g, "Marcel hunts")
		for g.Pending() != nil && g.Phase == vtes.PhaseMinion {
			mustNotOffer(t, g, "Play Revelation of the Serpent")
			answer(t, g, g.Labels()[0])
		}
	})
	t.Run("superior: burn 2 counters to unlock", func(t *testing.T) {
		s := newScenario(3)
		crystal := readyWithHand(s, 0, "Crystal Lynn", 3, "Revelation of the Serpent")
		nik := s.Ready(1, "Nik Sikko", 3)
		nik.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 3)
		answer(t, g, "Crystal Lynn bleeds", "Play Revelation of the Serpent (+1 bleed, corruption unlocks)")
		answer(t, g, "Yes")
		wantLocked(t, crystal, false)
		if n := g.Corruption(nik, 0); n != 1 {
			t.Errorf("Nik Sikko bears %d counters, want 1", n)
		}
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("ANK 20220210: not if the bleed ousts the target", func(t *testing.T) {
		s := newScenario(3)
		crystal := readyWithHand(s, 0, "Crystal Lynn", 3, "Revelation of the Serpent")
		nik := s.Ready(1, "Nik Sikko", 3)
		nik.Locked = true
		s.Pool(1, 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 3)
		answer(t, g, "Crystal Lynn bleeds", "Play Revelation of the Serpent (+1 bleed, corruption unlocks)")
		if !g.Methuselah(1).Ousted {
			t.Fatalf("the bleed did not oust\n%s", logText(g))
		}
		if offered(g, "Yes") && g.Pending().Kind == "vtes.choose" {
			t.Fatalf("the unlock is offered though the target was ousted: %q", g.Labels())
		}
		wantLocked(t, crystal, true)
	})
}

// Cave of Apples, for 3 pool: unique location needing a Ministry; a
// Ministry puts 1 corruption counter on an ally or younger vampire of its
// prey as a Ⓓ action; if its Methuselah's counters on it reach its
// capacity or cost, they may burn them to steal it (card text; §14 C10).
func TestCaveOfApples(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		wantPlayed(t, "Marcel", "Cave of Apples", 27)
	})
	t.Run("a counter on a younger vampire, not an older one", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3) // capacity 4
		s.InPlay(0, "Cave of Apples")
		nik := s.Ready(1, "Nik Sikko", 3) // capacity 3
		s.Ready(1, "Mkhokheli", 3)        // capacity 6
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Cave of Apples (1 corruption counter → Mkhokheli)")
		answer(t, g, "Marcel: Cave of Apples (1 corruption counter → Nik Sikko)", "Do not block")
		finish(t, g)
		if n := g.Corruption(nik, 0); n != 1 || nik.Controller != 1 {
			t.Errorf("Nik Sikko: %d counters, seat %d; want 1, seat 2's", n, nik.Controller+1)
		}
	})
	t.Run("counters reach the capacity: steal", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		s.InPlay(0, "Cave of Apples")
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 2)
		answer(t, g, "Marcel: Cave of Apples (1 corruption counter → Nik Sikko)", "Do not block", "Yes")
		if nik.Controller != 0 || nik.Zone != vtes.ZoneReady || nik.Corruption != nil {
			t.Fatalf("Nik Sikko: seat %d, %s, counters %v; want stolen, counters burned\n%s", nik.Controller+1, nik.Zone, nik.Corruption, logText(g))
		}
		if !logged(g, "steals Nik Sikko") {
			t.Errorf("no log line\n%s", logText(g))
		}
	})
	t.Run("an ally: its cost", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		s.InPlay(0, "Cave of Apples")
		stray := s.Ready(1, "Underbridge Stray", 1) // costs 1 blood
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Cave of Apples (1 corruption counter → Underbridge Stray)", "Do not block", "Yes")
		if stray.Controller != 0 {
			t.Fatalf("the ally was not stolen\n%s", logText(g))
		}
	})
	t.Run("only by a Ministry", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, "Cave of Apples")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Cave of Apples")
	})
}

// Sergio Bueno: minions bearing his Methuselah's corruption counters burn
// 1 blood or life to attempt to block him (card text; group G00088).
func TestSergioBueno(t *testing.T) {
	t.Run("Anarch baron of Santo Domingo: 2 votes", func(t *testing.T) {
		s := newScenario(3)
		sergio := s.Ready(0, "Sergio Bueno", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if g.SectOf(sergio) != vtes.Anarch || g.TitleOf(sergio) != vtes.Baron || g.Votes(sergio) != 2 || sergio.Def.TitleCity != "Santo Domingo" {
			t.Errorf("Sergio Bueno: %s %s of %q, %d votes", g.SectOf(sergio), g.TitleOf(sergio), sergio.Def.TitleCity, g.Votes(sergio))
		}
	})
	t.Run("a corrupted blocker pays 1 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sergio Bueno", 3)
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 1)
		blockedBleed(t, g, "Sergio Bueno", "Nik Sikko")
		finish(t, g)
		wantBlood(t, nik, 1) // 1 to attempt, 1 from Sergio's hand strike
	})
	t.Run("no blood to burn: no attempt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sergio Bueno", 3)
		nik := s.Ready(1, "Nik Sikko", 0)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 1)
		answer(t, g, "Sergio Bueno bleeds")
		mustOffer(t, g, "Block with Mkhokheli")
		mustNotOffer(t, g, "Block with Nik Sikko")
	})
	t.Run("an uncorrupted blocker pays nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sergio Bueno", 3)
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 2, 1) // another Methuselah's counter
		blockedBleed(t, g, "Sergio Bueno", "Nik Sikko")
		finish(t, g)
		wantBlood(t, nik, 2) // Sergio's hand strike only
	})
	t.Run("not when another minion acts", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sergio Bueno", 3)
		s.Ready(0, "Marcel", 3)
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 1)
		blockedBleed(t, g, "Marcel", "Nik Sikko")
		finish(t, g)
		wantBlood(t, nik, 2) // Marcel's hand strike only
	})
}

// Garibaldi-Meucci Museum: unique location; in your unlock phase lock it
// and burn 1 pool to exchange a hand card for an ash heap card requiring
// an Anarch (or a baron, G00037; [ANK 20250320]); before range, lock it
// to end a combat between your Anarch and another Anarch (card text;
// [RTR 20001020]).
func TestGaribaldiMeucciMuseum(t *testing.T) {
	t.Run("unlock phase: exchange with the ash heap", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		museum := s.InPlay(0, "Garibaldi-Meucci Museum")
		rapid := s.Hand(0, "Rapid Change")[0]
		ash := s.Ash(0, "Party Out Of Bounds", "Obfuscate", "Revolutionary Council")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		if !strings.Contains(g.Pending().Prompt.String(), "Garibaldi-Meucci Museum") {
			t.Fatalf("not asked about the museum: %s %q", g.Pending().Prompt.String(), g.Labels())
		}
		answer(t, g, "Yes")
		// The ash heap cards requiring an Anarch or a baron, not Obfuscate.
		mustOffer(t, g, "Party Out Of Bounds")
		mustOffer(t, g, "Revolutionary Council")
		mustNotOffer(t, g, "Obfuscate")
		answer(t, g, "Party Out Of Bounds")
		wantZone(t, ash[0], vtes.ZoneHand)
		wantZone(t, rapid, vtes.ZoneAsh)
		wantLocked(t, museum, true)
		if p := pool(g, 0); p != 29 {
			t.Errorf("pool %d, want 29", p)
		}
		if !logged(g, "puts Rapid Change from their hand in their ash heap and takes Party Out Of Bounds") {
			t.Errorf("no log line\n%s", logText(g))
		}
	})
	t.Run("nothing requiring an Anarch: not offered", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		s.InPlay(0, "Garibaldi-Meucci Museum")
		s.Hand(0, "Rapid Change")
		s.Ash(0, "Obfuscate")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		if d := g.Pending(); d != nil && strings.Contains(d.Prompt.String(), "Garibaldi-Meucci Museum") {
			t.Fatalf("the exchange is offered: %q", g.Labels())
		}
	})
	t.Run("end a combat between Anarchs", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3)
		museum := s.InPlay(0, "Garibaldi-Meucci Museum")
		crystal := s.Ready(1, "Crystal Lynn", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Marcel", "Crystal Lynn")
		answer(t, g, "Use Garibaldi-Meucci Museum: lock: end a combat between Anarchs")
		finish(t, g)
		wantLocked(t, museum, true)
		if !logged(g, "The combat ends.") {
			t.Fatalf("the combat did not end\n%s", logText(g))
		}
		wantBlood(t, marcel, 3)
		wantBlood(t, crystal, 3)
	})
	t.Run("not against a Camarilla vampire", func(t *testing.T) {
		neverUsedInBlock(t, "Marcel", "Garibaldi-Meucci Museum", "Nik Sikko")
	})
}

// The list of cards requiring an Anarch Garibaldi-Meucci Museum fetches
// matches the card list: every card whose requirement names an Anarch or
// a baron (group G00037), no "non-Anarch" or "non-Camarilla" one ([ANK
// 20250320]).
func TestAnarchRequirementMatchesCardList(t *testing.T) {
	db := shareddata.CardDB(t)
	rx := regexp.MustCompile(`Requires (?:an? )?([^.]*)\.`)
	word := regexp.MustCompile(`\b(Anarch|baron)\b`)
	for _, c := range db.Cards() {
		want := false
		if m := rx.FindStringSubmatch(c.Text); m != nil {
			want = word.MatchString(m[1]) && !strings.Contains(m[1], "non-Anarch")
		}
		if got := cards.AnarchRequirement(c.ID); got != want {
			t.Errorf("%s (%d): requires an Anarch %v, the card list says %v", c.Name, c.ID, got, want)
		}
	}
}

// Revolutionary Council: requires a baron; X ready unlocked Anarchs chosen
// with the terms ([LSJ 20081203]), 2X points among Methuselahs, locations
// and equipment; if it passes the Anarchs lock, each Methuselah burns 1
// pool per point and each location or equipment given a point burns (card
// text; §5).
func TestRevolutionaryCouncil(t *testing.T) {
	t.Run("passes", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Vivian VI", 3) // baron, 2 votes
		marcel := s.Ready(0, "Marcel", 3)
		crystal := readyWithHand(s, 0, "Crystal Lynn", 3, "Revolutionary Council")
		railroad := s.InPlay(1, "Anarch Railroad")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Vivian VI: Revolutionary Council")
		mustNotOffer(t, g, "Vivian VI") // locked as she acts
		answer(t, g, "2")               // X = 2: both Marcel and Crystal Lynn
		answer(t, g, "Marcel")
		answer(t, g, "1") // 1 point to the location, Anarch Railroad
		answer(t, g, "Methuselah 2", "Methuselah 2", "Methuselah 3")
		finish(t, g)
		if !logged(g, "passes") {
			t.Fatalf("the referendum did not pass\n%s", logText(g))
		}
		wantLocked(t, marcel, true)
		wantLocked(t, crystal, true)
		wantZone(t, railroad, vtes.ZoneAsh)
		wantPool(t, g, 30, 28, 29)
	})
	t.Run("requires a baron and another Anarch", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		readyWithHand(s, 0, "Crystal Lynn", 3, "Revolutionary Council")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Revolutionary Council")
		s2 := newScenario(3)
		s2.Ready(0, "Vivian VI", 3)
		s2.Hand(0, "Revolutionary Council")
		g2 := s2.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g2, "Revolutionary Council")
	})
}

// Dabbler: archetype trifle on a vampire you control (one archetype a
// vampire); once each turn, after an action of that vampire, successful
// or not, during which it used 3 or more Disciplines to play cards, it
// may burn 1 blood to unlock or gain 1 blood (card text; §14 C10, C14;
// group G00014; [ANK 20220411]).
func TestDabbler(t *testing.T) {
	t.Run("put on a vampire, not a second archetype", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		marcel := s.Ready(0, "Marcel", 3)
		s.Attach(marcel, "Dabbler", 0)
		card := s.Hand(0, "Dabbler")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Dabbler")
		// Marcel has an archetype: Crystal Lynn is the only choice, taken.
		wantOn(t, g, card, crystal)
	})
	t.Run("three Disciplines: burn 1 blood to unlock", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		s.Attach(crystal, "Dabbler", 0)
		s.Hand(0, "The Platinum Protocol")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn: The Platinum Protocol (bleed: +1 stealth, +1 bleed, corruption)", "Do not block")
		mustOffer(t, g, "Use Dabbler: gain 1 blood")
		answer(t, g, "Use Dabbler: burn 1 blood: unlock")
		wantLocked(t, crystal, false)
		wantBlood(t, crystal, 2)
		// Once each turn: the other use is gone too.
		mustNotOffer(t, g, "Use Dabbler")
	})
	t.Run("action modifiers count; two Disciplines do not", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		s.Attach(crystal, "Dabbler", 0)
		s.Hand(0, "The Platinum Protocol", "Revelation of the Serpent")
		g := s.Start(0, 2, vtes.PhaseMinion)
		// [obf] the action, then [pre][pro] the modifier: three.
		answer(t, g, "Crystal Lynn: The Platinum Protocol (bleed: +1 stealth)", "Play Revelation of the Serpent (+1 bleed)")
		for g.Pending() != nil && !offered(g, "Use Dabbler") && g.Phase == vtes.PhaseMinion {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Use Dabbler: gain 1 blood")
		wantBlood(t, crystal, 4)

		s2 := newScenario(3)
		marcel := s2.Ready(0, "Marcel", 3)
		s2.Attach(marcel, "Dabbler", 0)
		s2.Hand(0, "The Platinum Protocol")
		g2 := s2.Start(0, 2, vtes.PhaseMinion)
		answer(t, g2, "Marcel: The Platinum Protocol (bleed: +1 stealth, +1 bleed)")
		neverOffered(t, g2, "Use Dabbler")
	})
	t.Run("after a blocked action too", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 4)
		s.Attach(crystal, "Dabbler", 0)
		s.Hand(0, "The Platinum Protocol")
		readyWithHand(s, 1, "Marcel", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn: The Platinum Protocol (bleed: +1 stealth, +1 bleed, corruption)", "Block with Marcel",
			"Play Party Out Of Bounds (+1 intercept)")
		if !logged(g, "Marcel blocks Crystal Lynn") {
			t.Fatalf("no block\n%s", logText(g))
		}
		for g.Pending() != nil && !offered(g, "Use Dabbler") && g.Phase == vtes.PhaseMinion {
			answer(t, g, g.Labels()[0])
		}
		mustOffer(t, g, "Use Dabbler: gain 1 blood")
	})
	// "After an action … during which this vampire used 3 or more
	// Disciplines to play cards": any action, not only its own; here
	// Crystal Lynn blocks with [pro] Party Out Of Bounds, maneuvers with
	// [OBF] Swallowed by the Night and strikes with [PRE] Majesty (card
	// text; once during each player's turn, group G00014 [ANK
	// 20180719-4]).
	t.Run("after an action it blocked", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 4)
		s.Hand(0, "The Platinum Protocol")
		crystal := readyWithHand(s, 1, "Crystal Lynn", 5, "Party Out Of Bounds", "Swallowed by the Night", "Majesty")
		s.Attach(crystal, "Dabbler", 0)
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: The Platinum Protocol (bleed: +1 stealth)", "Block with Crystal Lynn", "Play Party Out Of Bounds (+1 intercept)",
			"Play Swallowed by the Night (maneuver)", "Play Majesty (combat ends)")
		for g.Pending() != nil && !offered(g, "Use Dabbler") && g.Turn == 2 {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Use Dabbler: gain 1 blood")
		wantBlood(t, crystal, 5) // 5, 1 for Majesty, 1 from Dabbler
	})
}
