package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// The twelve vampires of the New Blood Nosferatu and Toreador starters:
// their special abilities, and for the vanilla ones the Disciplines,
// titles and capacities that decide what they may play (rules/vtes.md
// §1.3, §9.8).

// Cedrick Calhoun: when the referendum of a political action he called
// fails, he goes to torpor after resolution; when it passes, nothing
// happens to him (card text; §5.2: a tie fails).
func TestCedrickCalhoun(t *testing.T) {
	for _, tc := range []struct {
		name       string
		vote       string // the Dowager's vote
		wantZone   vtes.Zone
		wantPool12 [2]int
	}{
		{"referendum fails on a tie", "against", vtes.ZoneTorpor, [2]int{30, 30}},
		{"referendum passes", "for", vtes.ZoneReady, [2]int{28, 28}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			cedrick := readyWithHand(s, 0, "Cedrick Calhoun", 4, "Kine Resources Contested")
			s.Ready(1, "The Dowager", 3) // primogen: 1 vote
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Cedrick Calhoun: Kine Resources Contested", "Do not block",
				"Methuselah 2", "Methuselah 2", "Methuselah 3", "Methuselah 3", // the terms
				"The Dowager: 1 vote(s) "+tc.vote)
			wantZone(t, cedrick, tc.wantZone)
			wantPool(t, g, 30, tc.wantPool12[0], tc.wantPool12[1])
		})
	}
}

// The Dowager gets +1 intercept during directed actions only: she blocks a
// bleed at +1 stealth, and cannot block a hunt (+1 stealth, undirected)
// without help (card text; §4.2, §4.3).
func TestTheDowager(t *testing.T) {
	t.Run("directed: blocks a +1 stealth bleed", func(t *testing.T) {
		g, _, dowager := startBlockedBleed(t, "Horace Radcliffe", 3, "Lost in Crowds", "The Dowager", 3)
		if a := g.Action(); a.Intercept != 1 || a.Stealth != 0 {
			t.Fatalf("stealth %d against intercept %d, want 0 against 1", a.Stealth, a.Intercept)
		}
		answer(t, g, "Play Lost in Crowds (+1 stealth)")
		// 1 against 1: still blocked, and Horace has nothing more.
		if !logged(g, "The Dowager blocks Horace Radcliffe") {
			t.Errorf("the Dowager did not block at 1 stealth against 1 intercept\n%s", logText(g))
		}
		wantLocked(t, dowager, true)
	})
	t.Run("undirected: no bonus against a hunt", func(t *testing.T) {
		s := newScenario(3)
		hunter := s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(1, "The Dowager", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe hunts", "Block with The Dowager")
		if !logged(g, "The Dowager fails to block") {
			t.Errorf("the Dowager blocked a +1 stealth hunt with 0 intercept\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, hunter, 4)
	})
}

// Horace Radcliffe (obf ANI POT, capacity 5): superior Potence and
// Animalism, inferior Obfuscate only (§1.3: capitals are superior).
func TestHoraceRadcliffe(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Horace Radcliffe", 3, "Lost in Crowds", "Deep Song")
	s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustOffer(t, g, "Deep Song (enter combat with and lock a vampire → Mkhokheli)")
	blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
	mustOffer(t, g, "Lost in Crowds (+1 stealth)")
	mustNotOffer(t, g, "Lost in Crowds (+2 stealth)")
}

// Larissa Moreira: during a bleed she may discard a card requiring
// Animalism for +1 bleed, once each action (card text; §14 C10 "During X,
// do Y" once per X; ruling group G00117: only during a bleed, before
// resolution).
func TestLarissaMoreira(t *testing.T) {
	t.Run("bleed: discard an Animalism card for +1 bleed, once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Larissa Moreira", 3)
		hand := s.Hand(0, "Carrion Crows", "Raven Spy", "Roundhouse")
		s.Library(0, "Blood Doll")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Larissa Moreira bleeds")
		mustOffer(t, g, "Use Larissa Moreira: discard a card requiring Animalism")
		answer(t, g, "Use Larissa Moreira", "Carrion Crows")
		neverOffered(t, g, "Use Larissa Moreira")
		wantPool(t, g, 30, 28, 30)
		wantZone(t, hand[0], vtes.ZoneAsh)
		if n := len(g.Hand(0)); n != 3 {
			t.Errorf("hand of %d cards after the discard, want 3 (replacement drawn)", n)
		}
	})
	t.Run("only with an Animalism card in hand", func(t *testing.T) {
		g := minionPhase("Larissa Moreira", 3, "Roundhouse", "Lost in Crowds")
		answer(t, g, "Larissa Moreira bleeds")
		neverOffered(t, g, "Use Larissa Moreira")
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := minionPhase("Larissa Moreira", 3, "Carrion Crows", "Raven Spy")
		answer(t, g, "Larissa Moreira hunts")
		neverOffered(t, g, "Use Larissa Moreira")
	})
}

// Lenny Burkhead: +1 bleed, also on a bleed card (card text; §3.5.1).
func TestLennyBurkhead(t *testing.T) {
	for _, tc := range []struct {
		play string
		want int
	}{
		{"Lenny Burkhead bleeds", 28},
		{"Lenny Burkhead: Deep Song (bleed at +1 bleed)", 27},
	} {
		g := minionPhase("Lenny Burkhead", 3, "Deep Song")
		answer(t, g, tc.play)
		finish(t, g)
		if got := pool(g, 1); got != tc.want {
			t.Errorf("%s: prey at %d pool, want %d", tc.play, got, tc.want)
		}
	}
}

// Nathaniel Bordruff can enter combat with a locked vampire as a directed
// action; an unlocked vampire is no target; if the target is unlocked when
// the unblocked action resolves, it does nothing (card text; §3.5.7, §6.1; ruling group
// G00078 [ANK 20210124]).
func TestNathanielBordruff(t *testing.T) {
	t.Run("enters combat with a locked vampire", func(t *testing.T) {
		s := newScenario(3)
		nat := s.Ready(0, "Nathaniel Bordruff", 4)
		dowager := s.Ready(1, "The Dowager", 3)
		dowager.Locked = true
		s.Ready(1, "Mkhokheli", 3) // unlocked: no target
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Mkhokheli")
		answer(t, g, "Nathaniel Bordruff: Nathaniel Bordruff (enter combat with a locked vampire → The Dowager)")
		answer(t, g, "Do not block")
		if !logged(g, "Combat: Nathaniel Bordruff against The Dowager") {
			t.Errorf("no combat\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, nat, 3)
		wantBlood(t, dowager, 2)
	})
	t.Run("the target unlocked before resolution: no combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nathaniel Bordruff", 4)
		dowager := s.Ready(1, "The Dowager", 3)
		dowager.Locked = true
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff: Nathaniel Bordruff (enter combat")
		answer(t, g, "Use Underbridge Stray: burn: unlock a ready minion")
		wantLocked(t, dowager, false)
		answer(t, g, "Do not block")
		finish(t, g)
		if logged(g, "Combat:") {
			t.Errorf("combat with a vampire no longer locked\n%s", logText(g))
		}
	})
}

// Carmelita Neillson: +1 hand size while she is ready (card text; §14 C8):
// the discard phase refills the hand to 8, or to 7 while she is in
// torpor.
func TestCarmelitaNeillson(t *testing.T) {
	for _, tc := range []struct {
		zone vtes.Zone
		want int
	}{{vtes.ZoneReady, 8}, {vtes.ZoneTorpor, 7}} {
		s := newScenario(2)
		if tc.zone == vtes.ZoneReady {
			s.Ready(0, "Carmelita Neillson", 3)
		} else {
			s.Torpor(0, "Carmelita Neillson", 3)
		}
		s.Library(0, "Majesty", "Majesty", "Majesty", "Majesty", "Majesty", "Majesty", "Majesty", "Majesty", "Majesty", "Majesty")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		finish(t, g)
		if got := len(g.Hand(0)); got != tc.want {
			t.Errorf("Carmelita in the %s: hand of %d, want %d", tc.zone, got, tc.want)
		}
	}
}

// Catalina Vega, Prince of Buenos Aires: +1 bleed, and a prince's 2 votes
// (card text; §9.8).
func TestCatalinaVega(t *testing.T) {
	s := newScenario(3)
	catalina := s.Ready(0, "Catalina Vega", 4)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if n := g.Votes(catalina); n != 2 {
		t.Errorf("Catalina casts %d votes, want 2", n)
	}
	answer(t, g, "Catalina Vega bleeds")
	finish(t, g)
	wantPool(t, g, 30, 28, 30)
}

// Flávio Gonçalves can strike: dodge, once each combat: the dodge stops
// the opposing hand strike, and is not offered in the next round
// (card text; §6.4).
func TestFlavioGoncalves(t *testing.T) {
	s := newScenario(3)
	horace := s.Ready(0, "Horace Radcliffe", 4)
	flavio := readyWithHand(s, 1, "Flávio Gonçalves", 4, "Resist Earth's Grasp")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Horace Radcliffe bleeds", "Block with Flávio", "Pass") // no maneuver
	answer(t, g, "Flávio Gonçalves: dodge")
	wantBlood(t, flavio, 4)
	// Flávio presses with Resist Earth's Grasp (1 blood) for a second round,
	// where his only strike left is a hand strike (taken without asking).
	answer(t, g, "Play Resist Earth's Grasp (press)")
	finish(t, g)
	if n := strings.Count(logText(g), "Flávio Gonçalves dodges"); n != 1 {
		t.Errorf("Flávio dodged %d times in the combat, want once\n%s", n, logText(g))
	}
	wantBlood(t, flavio, 2) // 1 for the press, 1 for Horace's second hand strike
	wantBlood(t, horace, 3) // only the second round's hand strike
}

// Mateo García (pre, capacity 2): inferior Presence only: Enchant Kindred
// as a bleed, not its superior mode (§1.3).
func TestMateoGarcia(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Mateo García", 2)
	s.Uncontrolled(0, "Nik Sikko", 0)
	s.Hand(0, "Enchant Kindred")
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustOffer(t, g, "Mateo García: Enchant Kindred (bleed at +1 bleed)")
	mustNotOffer(t, g, "2 blood to a younger")
	answer(t, g, "Mateo García: Enchant Kindred (bleed at +1 bleed)")
	finish(t, g)
	wantPool(t, g, 30, 28, 30)
}

// Mkhokheli, Prince of Cape Town: 2 votes, and may play cards requiring a
// prince (Second Tradition: Domain, Parity Shift) (§9.8).
func TestMkhokheli(t *testing.T) {
	s := newScenario(3)
	mk := readyWithHand(s, 0, "Mkhokheli", 3, "Parity Shift")
	s.Pool(1, 35)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if n := g.Votes(mk); n != 2 {
		t.Errorf("Mkhokheli casts %d votes, want 2", n)
	}
	mustOffer(t, g, "Mkhokheli: Parity Shift (call a referendum)")
}

// Nik Sikko (cel pre, capacity 3, untitled): no title, so no Parity Shift;
// inferior Celerity only, so Resist Earth's Grasp is a combat card for him
// and never +1 stealth (§1.3, §1.5.4).
func TestNikSikko(t *testing.T) {
	s := newScenario(3)
	nik := readyWithHand(s, 0, "Nik Sikko", 3, "Parity Shift", "Resist Earth's Grasp")
	s.Ready(1, "Mkhokheli", 3)
	s.Pool(1, 35)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if n := g.Votes(nik); n != 0 {
		t.Errorf("Nik casts %d votes, want 0", n)
	}
	mustNotOffer(t, g, "Parity Shift")
	blockedBleed(t, g, "Nik Sikko", "Mkhokheli")
	neverOffered(t, g, "(+1 stealth)")
}
