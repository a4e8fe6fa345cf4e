package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Leather Jacket: equipment, one to a minion; its successful equip action
// unlocks the minion at the end of the turn; its bearer can burn it to
// prevent all the damage of the opposing strike (card text;
// endofturn.go; §6.7).
func TestLeatherJacket(t *testing.T) {
	t.Run("equipped: unlocked at the end of the turn", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 4, "Leather Jacket", "Leather Jacket")
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Leather Jacket (equip")
		notBlocked(t, g)
		wantLocked(t, mk, true)
		mustNotOffer(t, g, "Leather Jacket (equip") // one to a minion
		finish(t, g)
		if !logged(g, "Turn 3") {
			t.Fatalf("the turn did not end\n%s", logText(g))
		}
		wantLocked(t, mk, false)
	})
	t.Run("a blocked equip action does not unlock", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 4, "Leather Jacket")
		readyWithHand(s, 1, "Saiz", 4, "Enhanced Senses") // aus
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Leather Jacket (equip")
		answer(t, g, "Block with Saiz", "Play Enhanced Senses")
		finish(t, g)
		if !logged(g, "Saiz blocks Mkhokheli") || !logged(g, "Turn 3") {
			t.Fatalf("want the equip blocked, the turn over\n%s", logText(g))
		}
		wantLocked(t, mk, true)
	})
	t.Run("burned: all the strike's damage prevented", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 4)
		jacket := s.Attach(mk, "Leather Jacket", 0)
		s.Ready(1, "Saiz", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Saiz")
		passUntil(t, g, "Use Leather Jacket")
		answer(t, g, "Use Leather Jacket")
		finish(t, g)
		wantBlood(t, mk, 4)
		wantZone(t, jacket, vtes.ZoneAsh)
	})
}
