package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood II Gangrel starter (NB2:PG), one
// test per card.

// Body Flare, for 2 blood: a strike of 2 aggravated damage, at close
// range; superior, ranged (card text; §6.4, §6.7).
func TestBodyFlare(t *testing.T) {
	t.Run("inferior: 2 aggravated at close range", func(t *testing.T) {
		g, hanna, mk := startBlockedBleed(t, "Hanna Nokelainen", 4, "Body Flare", "Mkhokheli", 6)
		mustNotOffer(t, g, "2R aggravated damage")
		answer(t, g, "Play Body Flare (2 aggravated damage)")
		finish(t, g)
		wantBlood(t, hanna, 1) // 2 for the card, 1 from the hand strike
		// The first aggravated point wounds him, the second burns 1 blood:
		// to torpor (§6.7).
		wantBlood(t, mk, 5)
		wantZone(t, mk, vtes.ZoneTorpor)
		if !logged(g, "Mkhokheli takes 0 damage and 2 aggravated") {
			t.Errorf("no aggravated damage\n%s", logText(g))
		}
	})
	t.Run("superior: ranged", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Casey Snyder", 4, "Body Flare", "Swallowed by the Night")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Casey Snyder", "Mkhokheli")
		mustOffer(t, g, "Play Body Flare (2R aggravated damage)")
	})
}

// Deep Ecology, by an Anarch: [ani] +2 intercept during an action
// directed at its Methuselah; [for] reduce a bleed against them by 2;
// [pro] a locked vampire burns 1 blood to unlock, not without the blood
// (card text; §4.1, §3.5.1; groups G00065, G00097 [ANK 20210226]).
func TestDeepEcology(t *testing.T) {
	t.Run("animalism: +2 intercept against a directed action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Hanna Nokelainen", 3, "Deep Ecology")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Hanna", "Play Lost in Crowds (+1 stealth)", "Play Deep Ecology (+2 intercept)")
		finish(t, g)
		if !logged(g, "Hanna Nokelainen blocks Lenny Burkhead") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("animalism: not against an undirected action", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 3, "Hanna Nokelainen", 3, "Deep Ecology")
		answer(t, g, "Mkhokheli hunts", "Block with Hanna")
		neverOffered(t, g, "(+2 intercept)")
	})
	t.Run("fortitude: reduce the bleed by 2", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Hanna Nokelainen", 3, "Deep Ecology") // Lenny: bleed 2
		answer(t, g, "Lenny Burkhead bleeds", "Do not block", "Play Deep Ecology (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("protean: a locked vampire burns 1 blood to unlock", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		hanna := s.Ready(1, "Hanna Nokelainen", 3)
		hanna.Locked = true
		s.Hand(1, "Deep Ecology")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Deep Ecology (burn 1 blood: unlock)")
		wantLocked(t, hanna, false)
		wantBlood(t, hanna, 2)
		mustOffer(t, g, "Block with Hanna")
	})
	t.Run("protean: not without blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		hanna := s.Ready(1, "Hanna Nokelainen", 0)
		hanna.Locked = true
		s.Hand(1, "Deep Ecology")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		neverOffered(t, g, "Play Deep Ecology")
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Horace Radcliffe", 3, "Deep Ecology") // Horace: ani, no Anarch
		blockedBleed(t, g, "Lenny Burkhead", "Horace")
		neverOffered(t, g, "Play Deep Ecology")
	})
}

// Earth Control, for 1 blood: +1 stealth (+2 superior), only when needed
// (card text; §4.3).
func TestEarthControl(t *testing.T) {
	for _, tc := range []struct{ vampire, mode string }{
		{"Hanna Nokelainen", "(+1 stealth)"}, {"Casey Snyder", "(+2 stealth)"},
	} {
		t.Run(tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 3, "Earth Control")
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustNotOffer(t, g, "Earth Control")
			answer(t, g, tc.vampire+" bleeds", "Block with Mkhokheli", "Play Earth Control "+tc.mode)
			if !logged(g, "Mkhokheli fails to block") {
				t.Errorf("the block did not fail\n%s", logText(g))
			}
			wantBlood(t, v, 2)
		})
	}
}

// Earth Meld: strike: combat ends; superior: the vampire also unlocks
// (card text; §6.4; [RTR 20020501]).
func TestEarthMeld(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode string
		locked        bool
	}{{"Hanna Nokelainen", "(combat ends)", true}, {"Casey Snyder", "(combat ends, unlock)", false}} {
		t.Run(tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 3, "Earth Meld")
			mk := s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.vampire, "Mkhokheli")
			answer(t, g, "Play Earth Meld "+tc.mode)
			if g.Combat() != nil {
				answer(t, g, "Hand strike")
			}
			wantLocked(t, v, tc.locked)
			wantBlood(t, v, 3)
			wantBlood(t, mk, 3)
		})
	}
}

// Protean: a Discipline master card giving +1 level of Protean and +1
// capacity, not on a vampire with superior Protean (card text; §1.6).
func TestProtean(t *testing.T) {
	s := newScenario(3)
	hanna := s.Ready(0, "Hanna Nokelainen", 3) // pro
	s.Ready(0, "Casey Snyder", 3)              // PRO: not a target
	s.Ready(1, "Mkhokheli", 3)                 // another Methuselah's vampire
	card := s.Hand(0, "Protean")[0]
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Protean")
	mustOffer(t, g, "Mkhokheli")
	mustNotOffer(t, g, "Casey Snyder")
	answer(t, g, "Hanna Nokelainen")
	wantOn(t, g, card, hanna)
	if l := g.Level(hanna, vtes.Protean); l != vtes.Superior {
		t.Errorf("Hanna's Protean level %d, want superior", l)
	}
	if c := g.Capacity(hanna); c != 5 {
		t.Errorf("Hanna's capacity %d, want 5", c)
	}
}

// Thing: a Gangrel's +1 stealth action adding 2 blood to a Gangrel in its
// Methuselah's uncontrolled region; not by another clan (card text;
// §1.5.4).
func TestThing(t *testing.T) {
	t.Run("2 blood to an uncontrolled Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Hanna Nokelainen", 3)
		casey := s.Uncontrolled(0, "Casey Snyder", 1)
		s.Uncontrolled(0, "Leumeah", 1) // a Brujah: not a target
		s.Hand(0, "Thing")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Leumeah")
		answer(t, g, "Hanna Nokelainen: Thing (2 blood to an uncontrolled Gangrel → Casey Snyder)")
		if a := g.Action(); a != nil && (a.Stealth != 1 || a.Directed) {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth, a.Directed)
		}
		finish(t, g)
		wantBlood(t, casey, 3)
	})
	t.Run("not by a Brujah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		s.Uncontrolled(0, "Casey Snyder", 1)
		s.Hand(0, "Thing")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Thing")
	})
}

// Wolf Claws, for 1 blood: this round the damage of the vampire's hand
// strikes is aggravated, played before strikes (group G00112 [RTR
// 19960112]); superior: press (card text; §6.6, §6.7).
func TestWolfClaws(t *testing.T) {
	t.Run("inferior: aggravated hand strikes", func(t *testing.T) {
		g, hanna, mk := startBlockedBleed(t, "Hanna Nokelainen", 4, "Wolf Claws", "Mkhokheli", 6)
		mustNotOffer(t, g, "(press)")
		answer(t, g, "Play Wolf Claws (aggravated hand strikes this round)")
		finish(t, g)
		wantBlood(t, hanna, 2) // 1 for the card, 1 hand damage
		if !logged(g, "Mkhokheli takes 0 damage and 1 aggravated") {
			t.Errorf("want 1 aggravated damage\n%s", logText(g))
		}
		wantBlood(t, mk, 6) // the aggravated point wounds: to torpor, no blood burned
		wantZone(t, mk, vtes.ZoneTorpor)
	})
	t.Run("superior: press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Casey Snyder", 4, "Wolf Claws", "Mkhokheli", 6)
		passUntil(t, g, "Play Wolf Claws (press)")
		answer(t, g, "Play Wolf Claws (press)")
		finish(t, g)
		if !logged(g, "Casey Snyder presses") {
			t.Errorf("no press\n%s", logText(g))
		}
		wantBlood(t, mk, 4) // a hand strike in each of two rounds
	})
}

// Monkey Wrench, by an Anarch during a bleed: burn X blood, 1 to 3, for
// +X bleed; limited, so no second bleed modifier follows it; not by a
// Camarilla vampire (card text; §14 C19).
func TestMonkeyWrench(t *testing.T) {
	t.Run("X = 3", func(t *testing.T) {
		s := newScenario(3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 4, "Monkey Wrench", "Monkey Wrench")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Monkey Wrench")
		mustNotOffer(t, g, "4")
		answerAmount(t, g, 3)
		neverOffered(t, g, "Play Monkey Wrench")
		wantBlood(t, hanna, 1)
		wantPool(t, g, 30, 26, 30)
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := minionPhase("Farah Sarroub", 4, "Monkey Wrench")
		answer(t, g, "Farah Sarroub bleeds")
		neverOffered(t, g, "Play Monkey Wrench")
	})
}
