package cards_test

import (
	"testing"

	"kindred/vtes"
)

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
		answer(t, g, "Marcel bleeds", "Block with Nik Sikko",
			"Play Revelation of the Serpent (+1 stealth and +1 bleed)")
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
		answer(t, g, "Crystal Lynn bleeds",
			"Play Revelation of the Serpent (+1 bleed, corruption unlocks)")
		answer(t, g, "Yes")
		wantLocked(t, crystal, false)
		if n := g.Corruption(nik, 0); n != 1 {
			t.Errorf("Nik Sikko bears %d counters, want 1", n)
		}
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("superior, blocked: +1 stealth and +1 bleed, corruption unlocks", func(t *testing.T) {
		s := newScenario(3)
		crystal := readyWithHand(s, 0, "Crystal Lynn", 3, "Revelation of the Serpent")
		nik := s.Ready(1, "Nik Sikko", 3)
		nik.Locked = true
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 2)
		answer(t, g, "Crystal Lynn bleeds", "Block with Mkhokheli",
			"Play Revelation of the Serpent (+1 stealth and +1 bleed, corruption unlocks)")
		for !offered(g, "Yes") {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Yes")
		wantLocked(t, crystal, false)
		if n := g.Corruption(nik, 0); n != 0 {
			t.Errorf("Nik Sikko bears %d counters, want 0", n)
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
		answer(t, g, "Crystal Lynn bleeds",
			"Play Revelation of the Serpent (+1 bleed, corruption unlocks)")
		if !g.Methuselah(1).Ousted {
			t.Fatalf("the bleed did not oust\n%s", logText(g))
		}
		if offered(g, "Yes") && g.Pending().Kind == "vtes.choose" {
			t.Fatalf("the unlock is offered though the target was ousted: %q", g.Labels())
		}
		wantLocked(t, crystal, true)
	})
}
