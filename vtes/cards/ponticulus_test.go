package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ponticulus: recruited by a Tremere for 2 pool; +1 intercept during
// actions directed at his Methuselah; locks to give a blocking Tremere
// +1 intercept; immune to non-aggravated damage; cannot act (card
// text; §4.3, §14 C34).
func TestPonticulus(t *testing.T) {
	t.Run("recruited for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nassir", 3)
		p := s.Hand(0, "Ponticulus")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nassir: Ponticulus (recruit)")
		finish(t, g)
		wantZone(t, p, vtes.ZoneReady)
		wantBlood(t, p, 1)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("+1 intercept against a bleed of his Methuselah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Ponticulus", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds")
		mustOffer(t, g, "Block with Ponticulus (intercept 1)")
	})
	t.Run("lock: a blocking Tremere gets +1 intercept", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds")
		s.Ready(1, "Nassir", 3)
		pont := s.Ready(1, "Ponticulus", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Nassir",
			"Play Lost in Crowds (+1 stealth)", "Use Ponticulus")
		wantLocked(t, pont, true)
		finish(t, g)
		if !logged(g, "Nassir blocks Lenny Burkhead") {
			t.Errorf("the block failed\n%s", logText(g))
		}
	})
	t.Run("immune to a hand strike's damage", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		pont := s.Ready(1, "Ponticulus", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Lenny Burkhead", "Ponticulus")
		finish(t, g) // Lenny's hand strike, 1 damage
		if !logged(g, "Ponticulus is immune to 1 damage") {
			t.Errorf("no immunity\n%s", logText(g))
		}
		wantZone(t, pont, vtes.ZoneReady)
		wantBlood(t, pont, 1)
	})
	t.Run("he cannot act", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ponticulus", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		neverOffered(t, g, "Ponticulus")
	})
}
