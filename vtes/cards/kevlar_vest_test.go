package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kevlar Vest, for 1 pool, one to a minion: once each combat, prevent 2
// damage of a gun's strike, or 1 damage of another source (card text;
// §6.7).
func TestKevlarVest(t *testing.T) {
	t.Run("equipped for 1 pool", func(t *testing.T) {
		wantEquipped(t, "Kevlar Vest", 1)
	})
	t.Run("one to a minion", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Ready(0, "Ashley", 3)
		s.Attach(ashley, "Kevlar Vest", 0)
		s.Hand(0, "Kevlar Vest")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Kevlar Vest (equip)")
	})
	t.Run("2 damage of a gun", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		s.Attach(m, ".44 Magnum", 0)
		w := s.Ready(1, "Whisper", 6)
		s.Attach(w, "Kevlar Vest", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Whisper")
		answer(t, g, "Maneuver with .44 Magnum")
		passUntil(t, g, "Use Kevlar Vest")
		answer(t, g, "Use Kevlar Vest")
		finish(t, g)
		wantBlood(t, w, 6)
	})
	t.Run("1 damage of a hand strike", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Valeriya Zinovieva", 3) // POT: strength 2
		w := s.Ready(1, "Whisper", 6)
		s.Attach(w, "Kevlar Vest", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Valeriya Zinovieva", "Whisper")
		passUntil(t, g, "Use Kevlar Vest")
		answer(t, g, "Use Kevlar Vest")
		finish(t, g)
		wantBlood(t, w, 5)
	})
}
