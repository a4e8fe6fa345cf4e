package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ivory Bow, for 1 pool: a unique weapon equipped by a +1 stealth action;
// its strike is 1R aggravated damage, which sends a vampire with blood to
// torpor (card text; §3.5.3, §6.4, §6.7).
func TestIvoryBow(t *testing.T) {
	t.Run("equipped for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 3)
		bow := s.Hand(0, "Ivory Bow")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker: Ivory Bow (equip)")
		if a := g.Action(); a.Stealth != 1 || a.Directed {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantOn(t, g, bow, trevon)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("strike: 1R aggravated damage", func(t *testing.T) {
		s := newScenario(3)
		trevon := s.Ready(0, "Trevon Parker", 3)
		s.Attach(trevon, "Ivory Bow", 0)
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Trevon Parker bleeds", "Block with Mkhokheli",
			"Ivory Bow: 1R aggravated damage")
		finish(t, g)
		wantZone(t, mk, vtes.ZoneTorpor)
		wantBlood(t, mk, 3)
	})
	t.Run("unique: no second copy under its player's control (§14 C13)", func(t *testing.T) {
		s := newScenario(3)
		s.Attach(s.Ready(0, "Mason Ha", 3), "Ivory Bow", 0)
		s.Ready(0, "Trevon Parker", 3)
		second := s.Hand(0, "Ivory Bow")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Trevon Parker: Ivory Bow (equip)")
		wantZone(t, second, vtes.ZoneHand)
	})
}
