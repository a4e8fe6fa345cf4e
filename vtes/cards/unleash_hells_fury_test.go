package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Unleash Hell's Fury, for 2 pool by an infernal vampire: a +1 stealth
// action putting it in play ([DAI]: the vampire unlocks); in play it
// attempts to block actions directed at its Methuselah as a 9-capacity
// vampire with +2 intercept; a block burns it and inflicts 1
// unpreventable aggravated damage on the acting minion; no combat
// (card text; §4.3, cardblocker.go).
func TestUnleashHellsFury(t *testing.T) {
	for _, tc := range []struct {
		mode     string
		unlocked bool
	}{{"put in play)", false}, {"put in play, unlock)", true}} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			ar := s.Ready(0, "Arishat", 4)
			s.Ready(0, "Nik Sikko", 3)
			uhf := s.Hand(0, "Unleash Hell's Fury")[0]
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustNotOffer(t, g, "Nik Sikko: Unleash Hell's Fury") // not infernal
			answer(t, g, "Arishat: Unleash Hell's Fury ("+tc.mode)
			notBlocked(t, g)
			wantZone(t, uhf, vtes.ZoneInPlay)
			wantLocked(t, ar, !tc.unlocked)
			wantPool(t, g, 28, 30, 30)
		})
	}
	// Nik Sikko (Methuselah 2) acts against Methuselah 1, whose Unleash
	// Hell's Fury is in play.
	start := func() (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(2)
		s.Ready(0, "Arishat", 4)
		uhf := s.InPlay(0, "Unleash Hell's Fury")
		nik := s.Ready(1, "Nik Sikko", 3)
		return s.Start(1, 2, vtes.PhaseMinion), uhf, nik
	}
	t.Run("blocks a bleed: 1 aggravated damage, burned", func(t *testing.T) {
		g, uhf, nik := start()
		answer(t, g, "Nik Sikko bleeds")
		if a := g.Action(); g.Capacity(uhf) != 9 || a == nil {
			t.Fatalf("capacity %d, want 9", g.Capacity(uhf))
		}
		answer(t, g, "Block with Unleash Hell's Fury (intercept 2)")
		finish(t, g)
		wantZone(t, uhf, vtes.ZoneAsh)
		wantZone(t, nik, vtes.ZoneTorpor) // aggravated damage: no healing
		wantPool(t, g, 30, 30)
		if logged(g, "combat") {
			t.Errorf("a combat followed\n%s", logText(g))
		}
	})
	t.Run("a vampire: not against \"vampires cannot block\"", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Arishat", 4)
		s.InPlay(0, "Unleash Hell's Fury")
		s.Ready(1, "Alice Chen", 3)
		s.Hand(1, "Daring the Dawn")
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Alice Chen bleeds", "Play Daring the Dawn (unblockable by vampires, 1")
		neverOffered(t, g, "Block with Unleash Hell's Fury")
	})
	t.Run("not an undirected action", func(t *testing.T) {
		g, _, _ := start()
		answer(t, g, "Nik Sikko hunts")
		mustNotOffer(t, g, "Unleash Hell's Fury")
	})
}
