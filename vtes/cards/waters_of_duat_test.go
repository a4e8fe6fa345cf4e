package cards_test

import (
	"testing"

	"kindred/vtes"
)

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
		if !waters.IsVampire() || waters.Def.Clan != "Ministry" || g.Capacity(waters) != 2 || g.Level(waters,
			vtes.Protean) != vtes.Inferior {
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
			t.Errorf("in the ash heap Waters of Duat is a vampire %v, id %d",
				waters.IsVampire(), waters.Def.ID)
		}
	})
}
