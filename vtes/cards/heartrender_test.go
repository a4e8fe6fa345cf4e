package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Heartrender: Path of Death and the Soul; unique wraith ally for 1
// pool; removes itself from the game to burn a non-wraith non-zombie ally
// or retainer as a +1 stealth Ⓓ action (card text).
func TestHeartrender(t *testing.T) {
	t.Run("recruited by a vampire of the path", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nadezhda", 3, "Heartrender")
		s.Ready(0, "Monica Giovanni", 3) // same hand, not of the path
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Monica Giovanni: Heartrender")
		answer(t, g, "Nadezhda: Heartrender (recruit)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 29, 30, 30)
		wantZone(t, card(t, g, "Heartrender"), vtes.ZoneReady)
	})
	t.Run("burns an ally, not a zombie", func(t *testing.T) {
		s := newScenario(3)
		hr := s.Ready(0, "Heartrender", 1)
		royals := s.Ready(1, "47th Street Royals", 3)
		s.Ready(1, "Bone Shambler", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "burn an ally → Bone Shambler")
		answer(t, g, "Heartrender: Heartrender (remove itself from the game: burn an ally → 47th Street Royals)")
		notBlocked(t, g)
		finish(t, g)
		wantZone(t, royals, vtes.ZoneAsh)
		wantZone(t, hr, vtes.ZoneRemoved)
	})
	t.Run("burns a retainer", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Heartrender", 1)
		spy := s.Attach(s.Ready(1, "Madison", 3), "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Heartrender: Heartrender (remove itself from the game: burn a retainer → Raven Spy)")
		notBlocked(t, g)
		finish(t, g)
		wantZone(t, spy, vtes.ZoneAsh)
	})
}
