package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The library cards of the New Blood Malkavian starter (NB:PM) not shared
// with an earlier starter, one test per card, each mode and key
// restriction a subtest.

// Anarchist Uprising: each Methuselah burns 1 pool for each minion they
// control, vampires in torpor and allies included. Methuselahs ousted
// together each score for their prey, and only the survivors gain 6 pool
// (card text; §5.2, §8.1; group G00015 [LSJ 20000309]).
func TestAnarchistUprising(t *testing.T) {
	t.Run("1 pool per minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Torpor(0, "Mason Ha", 0)
		s.Hand(0, "Anarchist Uprising")
		s.Ready(1, "Nik Sikko", 3)
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Anarchist Uprising", "Do not block", "Andi Liu: 2 vote(s) for")
		finish(t, g)
		wantPool(t, g, 28, 28, 30)
	})
	t.Run("two ousts at once", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Andi Liu", 3)
		s.Hand(0, "Anarchist Uprising")
		s.Ready(1, "Nik Sikko", 3)
		s.Ready(2, "Horace Radcliffe", 3)
		s.Ready(2, "Nathaniel Bordruff", 3)
		s.Pool(1, 1).Pool(2, 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Anarchist Uprising", "Do not block", "Andi Liu: 2 vote(s) for")
		finish(t, g)
		if !g.Methuselah(1).Ousted || !g.Methuselah(2).Ousted {
			t.Fatalf("Methuselahs 2 and 3 not ousted\n%s", logText(g))
		}
		// VP in half points: 1 VP for each oust, +0.5 at the turn limit
		// for the two still in the game.
		for s, want := range []int{3, 2, 0, 1} {
			if got := g.Methuselah(s).VP; got != want {
				t.Errorf("Methuselah %d has %d half VP, want %d", s+1, got, want)
			}
		}
		wantPool(t, g, 35, 0, 0, 30)
	})
}

// Elder Library, for 1 pool: a unique location giving +1 hand size; a
// contested copy gives nothing (card text; §14 C8; [ANK 20221028]).
func TestElderLibrary(t *testing.T) {
	t.Run("played: +1 hand size", func(t *testing.T) {
		s := newScenario(2)
		lib := s.Hand(0, "Elder Library")[0]
		s.Library(0, "Threats", "Threats", "Threats", "Threats", "Threats", "Threats", "Threats", "Threats", "Threats")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Elder Library")
		wantZone(t, lib, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30)
		finish(t, g)
		if n := len(g.Hand(0)); n != 8 {
			t.Errorf("hand of %d after the discard phase, want 8", n)
		}
	})
	t.Run("contested: no bonus", func(t *testing.T) {
		s := newScenario(2)
		s.InPlay(1, "Elder Library")
		s.Hand(0, "Elder Library")
		g := s.Start(0, 2, vtes.PhaseMaster)
		if n := g.HandSize(1); n != 8 {
			t.Errorf("hand size %d with an Elder Library, want 8", n)
		}
		answer(t, g, "Play Elder Library")
		for seat := range 2 {
			if n := g.HandSize(seat); n != 7 {
				t.Errorf("Methuselah %d's hand size is %d with a contested Elder Library, want 7", seat+1, n)
			}
		}
	})
}

// Forgotten Labyrinth, for 1 blood: +2 stealth (+3 superior), while
// blocked, on any action but a bleed (card text; §4.3).
func TestForgottenLabyrinth(t *testing.T) {
	t.Run("superior: +3 stealth", func(t *testing.T) {
		s := newScenario(3)
		stephen := s.Ready(0, "Dr. Stephen Norton", 3)
		s.Hand(0, "Forgotten Labyrinth")
		s.Ready(1, "Ayelech", 3)
		s.Hand(1, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Ayelech", "Play Enhanced Senses (+2 intercept)")
		answer(t, g, "Play Forgotten Labyrinth (+3 stealth)")
		finish(t, g)
		if logged(g, "Ayelech blocks") {
			t.Errorf("blocked at 2 intercept against 4 stealth\n%s", logText(g))
		}
		wantBlood(t, stephen, 3) // 1 for the card, 1 from the hunt
	})
	t.Run("inferior: +2 stealth", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		s.Hand(0, "Forgotten Labyrinth")
		s.Ready(1, "Ayelech", 3)
		s.Hand(1, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu hunts", "Block with Ayelech", "Play Enhanced Senses (+2 intercept)")
		mustNotOffer(t, g, "(+3 stealth)")
		answer(t, g, "Play Forgotten Labyrinth (+2 stealth)")
		finish(t, g)
		if logged(g, "Ayelech blocks") {
			t.Errorf("blocked at 2 intercept against 3 stealth\n%s", logText(g))
		}
	})
	t.Run("not during a bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		s.Hand(0, "Forgotten Labyrinth")
		s.Ready(1, "Ayelech", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Ayelech")
		neverOffered(t, g, "Play Forgotten Labyrinth")
	})
}

// No Trace, for 1 blood: strike: combat ends; [obf] only at long range
// (card text; §6.3, §6.4).
func TestNoTrace(t *testing.T) {
	t.Run("inferior: only at long range", func(t *testing.T) {
		s := newScenario(3)
		andi := s.Ready(0, "Andi Liu", 3)
		s.Hand(0, "No Trace")
		s.Ready(1, "Dr. Stephen Norton", 3)
		s.Hand(1, "Swallowed by the Night")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu bleeds", "Block with Dr. Stephen Norton", "Play Swallowed by the Night (maneuver)")
		answer(t, g, "Play No Trace (combat ends (long range))")
		finish(t, g)
		if !logged(g, "Andi Liu ends the combat") {
			t.Errorf("the combat did not end\n%s", logText(g))
		}
		wantBlood(t, andi, 2)
	})
	t.Run("inferior: not at close range", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		nt := s.Hand(0, "No Trace")[0]
		s.Ready(1, "Mason Ha", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu bleeds", "Block with Mason Ha")
		finish(t, g)
		wantZone(t, nt, vtes.ZoneHand)
	})
	t.Run("superior: at close range", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mason Ha", 3)
		stephen := s.Ready(1, "Dr. Stephen Norton", 3)
		s.Hand(1, "No Trace")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha bleeds", "Block with Dr. Stephen Norton")
		mustNotOffer(t, g, "(combat ends (long range))")
		answer(t, g, "Play No Trace (combat ends)")
		finish(t, g)
		wantBlood(t, stephen, 2)
		if logged(g, "takes 1 damage") {
			t.Errorf("damage dealt after the combat ended\n%s", logText(g))
		}
	})
}
