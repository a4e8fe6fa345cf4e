package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Zephyr: after an unsuccessful action resolved, its vampire [cel]
// unlocks at the end of the turn, [CEL] unlocks at once; not after a
// successful action (card text; group G00006, §3.8).
func TestZephyr(t *testing.T) {
	t.Run("[CEL] unlock after a blocked bleed", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Atiena", 6, "Zephyr")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Atiena", "Mkhokheli")
		fightUntil(t, g, "Play Zephyr")
		answer(t, g, "Play Zephyr (unlock)")
		wantLocked(t, v, false)
	})
	t.Run("[cel] unlock at the end of the turn", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Anita Wainwright", 6, "Zephyr")
		s.Ready(0, "Rayne", 2)
		s.Ready(1, "Mkhokheli", 3)
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Mkhokheli")
		fightUntil(t, g, "Play Zephyr")
		mustNotOffer(t, g, "Play Zephyr (unlock)")
		answer(t, g, "Play Zephyr (unlock at the end of the turn)")
		mustOffer(t, g, "Rayne") // the turn goes on
		wantLocked(t, v, true)
		passUntil(t, g, "Mkhokheli") // Methuselah 2's turn
		if g.Active != 1 {
			t.Fatalf("Methuselah %d's turn, want 2's", g.Active+1)
		}
		wantLocked(t, v, false)
	})
	t.Run("not after a successful action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Atiena", 6, "Zephyr")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Atiena bleeds")
		neverOffered(t, g, "Play Zephyr")
	})
}
