package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Daring the Dawn, as the action is announced: vampires cannot block it,
// allies still may; after resolution, after any combat, the acting vampire
// takes 2 ([FOR] 1) aggravated damage, which sends it to torpor (card
// text; §6.7; [RTR 19980623]).
func TestDaringTheDawn(t *testing.T) {
	t.Run("inferior: no vampire blocks, 2 aggravated damage after", func(t *testing.T) {
		s := newScenario(3)
		flavio := readyWithHand(s, 0, "Flávio Gonçalves", 4, "Daring the Dawn")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Flávio Gonçalves bleeds")
		mustNotOffer(t, g, "1 aggravated damage after") // inferior Fortitude
		answer(t, g,
			"Play Daring the Dawn (unblockable by vampires, 2 aggravated damage after)")
		neverOffered(t, g, "Block with Madison")
		wantPool(t, g, 30, 29, 30)
		wantZone(t, flavio, vtes.ZoneTorpor) // the first point wounds him,
		wantBlood(t, flavio, 3)              // the second burns 1 blood
	})
	t.Run("superior: an ally blocks, the damage comes after combat", func(t *testing.T) {
		s := newScenario(3)
		madison := readyWithHand(s, 0, "Madison", 4, "Daring the Dawn")
		s.Ready(1, "Alice Chen", 3)
		s.Ready(1, "Political Ally", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds",
			"Play Daring the Dawn (unblockable by vampires, 1 aggravated damage after)")
		mustNotOffer(t, g, "Block with Alice Chen")
		answer(t, g, "Block with Political Ally")
		finish(t, g)
		if !logged(g, "combat") && !logged(g, "Combat") {
			t.Errorf("no combat logged:\n%s", logText(g))
		}
		wantZone(t, madison, vtes.ZoneTorpor)
		wantPool(t, g, 30, 30, 30)
	})
	// The card sets no moment: an action modifier may be played at any
	// window of the action, here once the blocks were declined (§4.1;
	// [ANK 20220331]: its damage comes once the action resolved).
	t.Run("after blocks too", func(t *testing.T) {
		s := newScenario(3)
		flavio := readyWithHand(s, 0, "Flávio Gonçalves", 4, "Daring the Dawn")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Flávio Gonçalves bleeds", "Pass", "Do not block")
		answer(t, g,
			"Play Daring the Dawn (unblockable by vampires, 2 aggravated damage after)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantZone(t, flavio, vtes.ZoneTorpor)
	})
}
