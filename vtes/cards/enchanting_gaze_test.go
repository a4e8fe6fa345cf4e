package cards_test

import (
	"testing"

	"kindred/vtes"
)

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
		answer(t, g, "Vivian VI bleeds", "Block with Nik Sikko",
			"Play Enchanting Gaze (+1 stealth, corruption fails a block)")
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
		answer(t, g, "Vivian VI bleeds", "Block with Nik Sikko",
			"Play Enchanting Gaze (+1 stealth, corruption fails a block)")
		if !logged(g, "Nik Sikko fails to block") {
			t.Fatalf("the block did not fail\n%s", logText(g))
		}
		// Mkhokheli bears one: as his attempt begins, the counter is burned.
		answer(t, g, "Block with Mkhokheli", "Yes")
		if !logged(g, "burns 1 corruption counter(s) from Mkhokheli") || !logged(g,
			"Mkhokheli fails to block") {
			t.Fatalf("the Gaze was not used on Mkhokheli\n%s", logText(g))
		}
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
}
