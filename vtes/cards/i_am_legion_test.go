package cards_test

import (
	"testing"

	"kindred/vtes"
)

// I am Legion, for 1 blood: [dai] +1 stealth; [dai][obf] cancel another
// Methuselah's reaction card played with Auspex as it is played, its cost
// paid; [DAI][OBF] that, and/or 1 pool after the action if it is
// successful (card text; §4.3, §14 C5). Arishat has DAI OBF.
func TestIAmLegion(t *testing.T) {
	setup := func(t *testing.T, reaction string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		arishat := readyWithHand(s, 0, "Arishat", 3, "I am Legion")
		readyWithHand(s, 1, "Mkhokheli", 3, reaction)
		return s.Start(0, 2, vtes.PhaseMinion), arishat
	}
	t.Run("[dai] +1 stealth", func(t *testing.T) {
		g, arishat := setup(t, "Deflection")
		answer(t, g, "Arishat bleeds", "Block with Mkhokheli", "Play I am Legion (+1 stealth)")
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
		wantBlood(t, arishat, 2)
	})
	t.Run("[dai][obf] cancel an Auspex reaction, its cost paid", func(t *testing.T) {
		g, _ := setup(t, "Telepathic Misdirection")
		mk := g.CardsNamed("Mkhokheli")[0]
		// A hunt is +1 stealth: Mkhokheli needs intercept to block it.
		answer(t, g, "Arishat hunts", "Block with Mkhokheli",
			"Play Telepathic Misdirection (+1 intercept)",
			"Play I am Legion (cancel an Auspex reaction card)")
		if !logged(g, "Telepathic Misdirection is cancelled") {
			t.Fatalf("not cancelled\n%s", logText(g))
		}
		wantBlood(t, mk, 2) // its 1 blood paid all the same
		finish(t, g)
		wantPool(t, g, 30, 30, 30) // no pool at the inferior level
	})
	t.Run("[DAI][OBF] cancel and 1 pool", func(t *testing.T) {
		g, _ := setup(t, "Enhanced Senses")
		// A hunt is +1 stealth: without the +1 intercept Mkhokheli fails.
		answer(t, g, "Arishat hunts", "Block with Mkhokheli", "Play Enhanced Senses",
			"Play I am Legion (cancel an Auspex reaction card and 1 pool if the action is successful)")
		finish(t, g)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
		wantPool(t, g, 31, 30, 30)
	})
	t.Run("[DAI][OBF] 1 pool alone, if successful", func(t *testing.T) {
		g, _ := setup(t, "Deflection")
		answer(t, g, "Arishat bleeds", "Do not block",
			"Play I am Legion (1 pool if the action is successful)")
		finish(t, g)
		wantPool(t, g, 31, 29, 30)
	})
	t.Run("no pool if the action fails", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arishat", 3, "I am Legion")
		readyWithHand(s, 1, "Mkhokheli", 3, "Enhanced Senses", "Telepathic Misdirection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arishat hunts", "Block with Mkhokheli", "Play Enhanced Senses",
			"Play I am Legion (cancel an Auspex reaction card and 1 pool",
			"Play Telepathic Misdirection (+1 intercept)")
		finish(t, g)
		if !logged(g, "Mkhokheli blocks Arishat") {
			t.Fatalf("the block did not succeed\n%s", logText(g))
		}
		if pool(g, 0) != 30 {
			t.Errorf("pool %d, want 30: the block succeeded\n%s", pool(g, 0), logText(g))
		}
	})
}
