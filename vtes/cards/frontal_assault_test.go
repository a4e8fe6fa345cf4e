package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Frontal Assault: its Methuselah's minions enter combat with their prey's
// minions as a Ⓓ action; +1 pool after a prey's ready minion is burned or
// sent to torpor; in their influence phase, burned, with 1 pool per ready
// minion of the prey (card text; §3.6, §6.1).
func TestFrontalAssault(t *testing.T) {
	t.Run("a prey's ally burned: +1; then burned for each ready minion", func(t *testing.T) {
		s := newScenario(3)
		fa := s.InPlay(0, "Frontal Assault")
		s.Ready(0, "Lenny Burkhead", 4)
		zho := s.Ready(1, "Thadius Zho", 1)
		s.Ready(1, "Whisper", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "enter combat with a minion of your prey → Mkhokheli")
		answer(t, g, "Lenny Burkhead: Frontal Assault (enter combat with a minion of your prey → Thadius Zho)")
		notBlocked(t, g)
		passUntil(t, g, "Hand strike (0 damage)")
		answer(t, g, "Hand strike (0 damage)") // Thadius Zho's; Lenny's burns it
		finish(t, g)
		wantZone(t, zho, vtes.ZoneAsh)
		if !logged(g, "Methuselah 1: pool 30 → 31 (Frontal Assault)") {
			t.Errorf("no pool gained as the prey's ally burned\n%s", logText(g))
		}
		wantZone(t, fa, vtes.ZoneAsh)
		wantPool(t, g, 30, 30, 30) // 1 for Whisper, ready
	})
	t.Run("not at another Methuselah's minion", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Frontal Assault")
		s.Ready(0, "Lenny Burkhead", 4)
		s.Ready(2, "Whisper", 4) // the predator's
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "minion of your prey")
	})
}
