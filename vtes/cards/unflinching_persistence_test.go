package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Unflinching Persistence: [for] prevent 1 damage; [FOR] a maneuver, and
// 1 damage prevented later this round (card text; §6.3, §6.7).
func TestUnflinchingPersistence(t *testing.T) {
	t.Run("inferior: prevent 1", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Valeriya Zinovieva", 4)                                  // strength 2
		mk := readyWithHand(s, 1, "Mkhokheli", 6, "Unflinching Persistence") // for
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Valeriya Zinovieva", "Mkhokheli")
		passUntil(t, g, "Play Unflinching Persistence (prevent 1 damage)")
		answer(t, g, "Play Unflinching Persistence (prevent 1 damage)")
		finish(t, g)
		wantBlood(t, mk, 5)
	})
	t.Run("superior: a maneuver, then 1 damage prevented", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 4)
		s.Attach(mk, ".44 Magnum", 0)
		madison := readyWithHand(s, 1, "Madison", 5, "Unflinching Persistence") // FOR
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Madison")
		passUntil(t, g, "Play Unflinching Persistence (maneuver")
		answer(t, g, "Play Unflinching Persistence (maneuver")
		for i := 0; g.Pending() != nil && !offered(g, ".44 Magnum: 2R damage") && i < 20; i++ {
			decline(t, g)
		}
		answer(t, g, ".44 Magnum: 2R damage")
		finish(t, g)
		if !logged(g, "Madison maneuvers") {
			t.Errorf("no maneuver\n%s", logText(g))
		}
		wantBlood(t, madison, 4) // 2 damage, 1 prevented
	})
}
