package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Burial Site Hunting Ground: a hunting ground for a vampire following the
// Path of Death and the Soul, or 1 life to a wraith or zombie ally, not
// beyond its starting life (card text).
func TestBurialSiteHuntingGround(t *testing.T) {
	const ground = "Burial Site Hunting Ground"
	wantHuntingGround(t, ground, "Eulogio Sánchez de los Reyes", 8)
	unlock := func(minions func(s *vtes.Scenario)) *vtes.Game {
		s := newScenario(3)
		minions(s)
		s.InPlay(0, ground)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		return g
	}
	notAsked := func(t *testing.T, g *vtes.Game) {
		t.Helper()
		if d := g.Pending(); d != nil && strings.Contains(d.Prompt.String(), ground) {
			t.Fatalf("asked about %s: %s", ground, d.Prompt.String())
		}
	}
	t.Run("not a vampire off the path", func(t *testing.T) {
		g := unlock(func(s *vtes.Scenario) { s.Ready(0, "Arthur Denholm", 1) })
		notAsked(t, g)
	})
	t.Run("a zombie ally gains 1 life", func(t *testing.T) {
		var drone *vtes.Card
		g := unlock(func(s *vtes.Scenario) { drone = s.Ready(0, "Gravebound Drone", 1) })
		answer(t, g, "Yes")
		wantBlood(t, drone, 2)
	})
	t.Run("not beyond its starting life", func(t *testing.T) {
		g := unlock(func(s *vtes.Scenario) { s.Ready(0, "Gravebound Drone", 2) })
		notAsked(t, g)
	})
	t.Run("its starting life recorded as it was recruited", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashur-uballit, Son of the Abyss", 3)
		readyWithHand(s, 0, "Nadezhda", 3, "Bone Shambler")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nadezhda: Bone Shambler (recruit)")
		notBlocked(t, g)
		finish(t, g)
		a := card(t, g, "Bone Shambler")
		if got := g.StartingLife(a); got != 2 {
			t.Errorf("Bone Shambler's starting life %d, want 2 (1 printed, +1 Ashur-uballit)", got)
		}
	})
}
