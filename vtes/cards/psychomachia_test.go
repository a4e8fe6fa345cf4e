package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Psychomachia, for 1 blood, when an ally or a younger vampire blocks,
// before block resolution: [pre] unlock, the action ends, the blocker
// not locked [LSJ 20030902-1], and no second bleed this turn [LSJ
// 20070709]; [dai] the block fails and the action continues, that blocker
// barred from blocking it again; [DAI] and the blocker takes 1
// unpreventable damage; not against an older blocker (card text; §4.1).
func TestPsychomachia(t *testing.T) {
	// The unnamed (capacity 10, DAI PRE) bleeds; blocker (seat 1) blocks.
	setup := func(t *testing.T, blocker string) (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(3)
		un := readyWithHand(s, 0, "The unnamed", 3, "Psychomachia")
		b := s.Ready(1, blocker, 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The unnamed", blocker)
		return g, un, b
	}
	t.Run("[pre] unlock, the action ends", func(t *testing.T) {
		g, un, mk := setup(t, "Mkhokheli")
		answer(t, g, "Play Psychomachia (unlock, the action ends)")
		wantLocked(t, un, false)
		wantLocked(t, mk, false)
		wantBlood(t, un, 2)
		neverOffered(t, g, "The unnamed bleeds")
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("[dai] the block fails, the action continues", func(t *testing.T) {
		g, _, mk := setup(t, "Mkhokheli")
		answer(t, g, "Play Psychomachia (the block fails, the action continues)")
		mustNotOffer(t, g, "Block with Mkhokheli")
		finish(t, g)
		wantPool(t, g, 32, 29, 30) // bled for 1; The unnamed's 2 pool
		wantBlood(t, mk, 3)
	})
	t.Run("[DAI] and 1 damage to the blocker", func(t *testing.T) {
		g, _, mk := setup(t, "Mkhokheli")
		answer(t, g, "Play Psychomachia (the block fails, the action continues, 1 damage")
		finish(t, g)
		wantPool(t, g, 32, 29, 30)
		wantBlood(t, mk, 2)
	})
	t.Run("an ally blocks", func(t *testing.T) {
		g, _, _ := setup(t, "Rock Cat")
		mustOffer(t, g, "Play Psychomachia")
	})
	t.Run("not against an older vampire", func(t *testing.T) {
		g, _, _ := setup(t, "Gwendolyn") // capacity 11
		mustNotOffer(t, g, "Play Psychomachia")
		if g.Combat() == nil {
			t.Errorf("no combat: the block did not resolve\n%s", logText(g))
		}
	})
}
