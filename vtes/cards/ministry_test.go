package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood II Ministry starter (NB2:PMi), one
// test per card.

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
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.InPlay(0, "Anarch Railroad")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds", "Block with Mkhokheli")
		neverOffered(t, g, "Use Anarch Railroad")
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
		marcel := s.Ready(0, "Marcel", 3)
		s.Hand(0, "Rapid Change")
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
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		s.Hand(0, "Rapid Change")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Crystal Lynn", "Mkhokheli")
		answer(t, g, "Pass", "Play Rapid Change (combat ends)")
		if g.Combat() != nil {
			answer(t, g, "Hand strike")
		}
		wantBlood(t, crystal, 2)
		wantBlood(t, mk, 3)
	})
}

// Ferraille, with a Ministry vampire: once each turn, during the polling
// of any referendum, its Methuselah burns 1 pool for +3 votes; no votes
// if that ousts them ([LSJ 20081105]); usable in another Methuselah's
// turn (card text; §5.2; group G00014 [ANK 20180719-4]).
func TestFerraille(t *testing.T) {
	t.Run("burn 1 pool: +3 votes, once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Kine Resources Contested")
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
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Kine Resources Contested")
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
		marcel := s.Ready(0, "Marcel", 2)
		s.Hand(0, "Anarch Salon")
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
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 2)
		s.Hand(0, "Anarch Salon")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Anarch Salon")
	})
}

// Party Out Of Bounds, by an Anarch: [obf] reduce a bleed against its
// Methuselah by 2; [pre] +2 votes in the polling of a political action;
// [pro] +1 intercept (card text; §3.5.1, §4.3, §5.2).
func TestPartyOutOfBounds(t *testing.T) {
	t.Run("obfuscate: reduce the bleed by 2", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3) // bleed 2
		s.Ready(1, "Marcel", 3)
		s.Hand(1, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block", "Play Party Out Of Bounds (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("presence: +2 votes", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Kine Resources Contested")
		s.Ready(1, "Marcel", 3)
		s.Hand(1, "Party Out Of Bounds")
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
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Marcel", 3)
		s.Hand(1, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Marcel", "Play Party Out Of Bounds (+1 intercept)")
		finish(t, g)
		if !logged(g, "Marcel blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Farah Sarroub", 3)
		s.Hand(1, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
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
		vivian := s.Ready(0, "Vivian VI", 4) // capacity 7
		s.Hand(0, "Reckless Agitation")
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
		s := newScenario(3)
		s.Ready(0, "Marcel", 4)
		s.Hand(0, "Reckless Agitation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Reckless Agitation")
	})
	t.Run("not with one opponent left", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Vivian VI", 4)
		s.Hand(0, "Reckless Agitation")
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
	t.Run("burn 1 blood to unlock in another unlock phase", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3)
		s.Attach(marcel, "Homunculus", 1)
		marcel.Locked = true
		s.Edge(0)            // no Edge question for Methuselah 2,
		s.Library(1, "Blur") // nor a withdrawal
		g := s.Start(1, 2, vtes.PhaseUnlock)
		answer(t, g, "Yes")
		wantLocked(t, marcel, false)
		wantBlood(t, marcel, 2)
	})
	t.Run("the employer may stay locked", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3)
		s.Attach(marcel, "Homunculus", 1)
		marcel.Locked = true
		s.Edge(0)            // no Edge question for Methuselah 2,
		s.Library(1, "Blur") // nor a withdrawal
		g := s.Start(1, 2, vtes.PhaseUnlock)
		answer(t, g, "No")
		wantLocked(t, marcel, true)
		wantBlood(t, marcel, 3)
	})
}

// Form of the Cobra: [pro] strike: steal 1 blood, at close range only;
// [PRO] +1 stealth as the action is announced, even if not needed, and
// not later (card text; §6.4, §14 C26).
func TestFormOfTheCobra(t *testing.T) {
	t.Run("inferior: steal 1 blood", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 2) // inferior Protean
		s.Hand(0, "Form of the Cobra")
		mk := s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Marcel", "Mkhokheli")
		answer(t, g, "Play Form of the Cobra (steal 1 blood)")
		finish(t, g)
		wantBlood(t, marcel, 2) // +1 stolen, -1 hand damage
		wantBlood(t, mk, 3)
	})
	t.Run("superior: +1 stealth as the action is announced", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Crystal Lynn", 3) // superior Protean
		s.Hand(0, "Form of the Cobra")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crystal Lynn bleeds", "Play Form of the Cobra (+1 stealth)")
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		answer(t, g, "Block with Mkhokheli")
		neverOffered(t, g, "Play Form of the Cobra")
	})
	t.Run("superior: not once blocks are under way", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Crystal Lynn", 3)
		s.Hand(0, "Form of the Cobra")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
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
		s.Ready(0, "Marcel", 3) // capacity 4
		s.Hand(0, "Waters of Duat")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Waters of Duat")
	})
	t.Run("+1 stealth; blocked, it stays a library card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Crystal Lynn", 3)
		waters := s.Hand(0, "Waters of Duat")[0]
		s.Ready(1, "Marcel", 3)
		s.Hand(1, "Party Out Of Bounds")
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
