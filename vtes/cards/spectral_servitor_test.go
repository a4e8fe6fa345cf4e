package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Spectral Servitor: [obl] for 1 blood; wraith ally with 1 life, 1
// strength, 1 bleed; acts the turn it is recruited; the recruiting
// vampire unlocks after its first successful recruit ally action of the
// turn; plays non-action cards requiring basic Oblivion as a vampire;
// burned in the unlock phase, [OBL] or 1 pool burned instead (card text).
func TestSpectralServitor(t *testing.T) {
	t.Run("recruited: acts at once, the vampire unlocks", func(t *testing.T) {
		s := newScenario(3)
		h := readyWithHand(s, 0, "Hiromitsu Asano", 4, "Spectral Servitor")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hiromitsu Asano: Spectral Servitor (recruit)")
		notBlocked(t, g)
		if h.Locked {
			t.Fatalf("Hiromitsu is locked after his first recruit\n%s", logText(g))
		}
		mustOffer(t, g, "Spectral Servitor bleeds")
		wantBlood(t, h, 3)
	})
	t.Run("not the vampire's first recruit ally action: no unlock", func(t *testing.T) {
		s := newScenario(3)
		h := readyWithHand(s, 0, "Hiromitsu Asano", 4, "Bone Shambler", "Spectral Servitor")
		s.Ready(0, "Monica Giovanni", 3) // the minion phase goes on
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hiromitsu Asano: Bone Shambler (recruit)")
		notBlocked(t, g)
		h.Locked = false // unlocked by some other effect
		g.Changed(h)
		answer(t, g, "Monica Giovanni hunts")
		answer(t, g, "Hiromitsu Asano: Spectral Servitor (recruit)")
		notBlocked(t, g)
		if !h.Locked {
			t.Errorf("Hiromitsu unlocked after his second recruit ally action")
		}
	})
	t.Run("plays a basic Oblivion modifier as a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Spectral Servitor", 1)
		s.Hand(0, "Shadow Cloak")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Spectral Servitor", "Madison")
		mustOffer(t, g, "Play Shadow Cloak (+1 stealth)")
	})
	t.Run("burned in the unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Library(0, "Minion Tap")
		sv := s.Ready(0, "Spectral Servitor", 1)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		for g.Phase == vtes.PhaseUnlock && g.Pending() != nil {
			decline(t, g)
		}
		wantZone(t, sv, vtes.ZoneAsh)
	})
	t.Run("recruited superior", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "El Monseñor", 4, "Spectral Servitor") // OBL
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "El Monseñor: Spectral Servitor (recruit (superior))")
		notBlocked(t, g)
		if sv := card(t, g, "Spectral Servitor"); sv.Zone != vtes.ZoneReady || !sv.Superior {
			t.Errorf("Spectral Servitor in zone %v, superior %v", sv.Zone, sv.Superior)
		}
	})
	t.Run("superior: 1 pool instead", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		s.Library(0, "Minion Tap")
		sv := s.Ready(0, "Spectral Servitor", 1)
		sv.Superior = true
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "burn 1 pool")
		wantZone(t, sv, vtes.ZoneReady)
		wantPool(t, g, 29, 30, 30)
	})
}
