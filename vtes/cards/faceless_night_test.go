package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Faceless Night: +1 stealth; [OBF] and each minion whose attempt to block
// fails from then on, the one attempting included, locks before the action
// resolves; one that failed before is not affected (card text; [LSJ
// 20081202], [ANK 20190509], [ANK 20171017], [ANK 20230305]).
func TestFacelessNight(t *testing.T) {
	t.Run("inferior: +1 stealth, the blocker stays unlocked", func(t *testing.T) {
		g, _, madison := startBlockedBleed(t, "Andi Liu", 3, "Faceless Night", "Madison", 3)
		mustNotOffer(t, g, "failed blockers lock")
		answer(t, g, "Play Faceless Night (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantLocked(t, madison, false)
	})
	t.Run("superior: the failed blocker locks", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Faceless Night")
		madison := s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Madison",
			"Play Faceless Night (+1 stealth, failed blockers lock)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantLocked(t, madison, true)
	})
	t.Run("superior: the aspirant blocker may still play Deflection before it locks (ANK 20230305)",
		func(t *testing.T) {
			// It is locked at resolution: after the blocks it is still
			// unlocked and may lock to redirect the bleed.
			s := newScenario(3)
			readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Faceless Night")
			madison := readyWithHand(s, 1, "Madison", 3, "Deflection")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Dr. Stephen Norton bleeds", "Block with Madison",
				"Play Faceless Night (+1 stealth, failed blockers lock)")
			passUntil(t, g, "Play Deflection")
			wantLocked(t, madison, false)
			answer(t, g, "Play Deflection (lock: redirect the bleed)")
			for offered(g, "Methuselah 3") {
				answer(t, g, "Methuselah 3")
			}
			finish(t, g)
			wantLocked(t, madison, true)
			wantPool(t, g, 30, 30, 29)
		})
	t.Run("superior: not a minion that failed before", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Faceless Night")
		madison := s.Ready(1, "Madison", 3)
		chrys := readyWithHand(s, 1, "Chrysanthemum", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		// A hunt is +1 stealth: Madison fails before the Faceless Night.
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Madison")
		answer(t, g, "Block with Chrysanthemum", "Play Enhanced Senses (+1 intercept)")
		answer(t, g, "Play Faceless Night (+1 stealth, failed blockers lock)")
		finish(t, g)
		wantLocked(t, madison, false)
		wantLocked(t, chrys, true)
	})
}
