package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Screamer: Hecata; recruited for 1 pool; wraith with 1 life, 1 strength,
// 1 bleed; burned: -1 stealth to a minion of the predator or prey, or an
// action directed at an ally of its Methuselah fails as announced (card
// text).
func TestScreamer(t *testing.T) {
	t.Run("recruited", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Screamer")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni: Screamer (recruit)")
		finish(t, g)
		wantPool(t, g, 29, 30, 30)
		if r := g.Methuselah(0).Ready; len(r) != 2 {
			t.Fatalf("Screamer not recruited")
		}
	})
	t.Run("-1 stealth to the predator's minion", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Azucena", 3, "Shadow Cloak")
		s.Ready(1, "Mkhokheli", 3)
		scr := s.Ready(1, "Screamer", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Play Shadow Cloak (+1 stealth)", "Use Screamer: burn: -1 stealth")
		wantZone(t, scr, vtes.ZoneAsh)
		if !logged(g, "Mkhokheli blocks Azucena") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("an action at its Methuselah's ally fails", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Azucena", 3, "Umbrous Clutch")
		s.Ready(1, "Screamer", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Azucena: Umbrous Clutch (enter combat with a minion → Screamer)")
		answer(t, g, "Use Screamer: burn: the action fails")
		finish(t, g)
		if !logged(g, "fails") || g.Combat() != nil {
			t.Errorf("the action did not fail\n%s", logText(g))
		}
	})
}
