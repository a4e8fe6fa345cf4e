package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Disarm: at the end of a close-range round in which this vampire
// inflicted more strike damage than the opposing vampire, put it on that
// vampire, which goes to torpor with -1 strength (-2 superior); its
// bearer may burn 3 blood to burn it (card text; §6.7; groups G00129;
// [RTR 20030519] after the presses, [LSJ 20010812] environmental damage
// apart).
func TestDisarm(t *testing.T) {
	for _, tc := range []struct {
		mode     string
		counters int
	}{{"torpor, -1 strength", 1}, {"torpor, -2 strength", 2}} {
		t.Run("[POT] after inflicting more damage: "+tc.mode, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Valeriya Zinovieva", 4) // POT, strength 2
			card := s.Hand(0, "Disarm")[0]
			mk := s.Ready(1, "Mkhokheli", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Valeriya Zinovieva", "Mkhokheli")
			answer(t, g, "Play Disarm ("+tc.mode+")")
			wantZone(t, mk, vtes.ZoneTorpor)
			wantOn(t, g, card, mk)
			if card.Counters != tc.counters {
				t.Errorf("Disarm holds %d, want %d", card.Counters, tc.counters)
			}
			wantBlood(t, mk, 4)
		})
	}
	t.Run("not after equal damage", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Leumeah", 4, "Disarm", "Mkhokheli", 6) // Leumeah: pot, strength 1
		neverOffered(t, g, "Play Disarm")
	})
	t.Run("the bearer strikes with -1 strength", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Leumeah", 4)
		mk := s.Ready(1, "Mkhokheli", 6)
		s.Attach(mk, "Disarm", 0).Counters = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Leumeah", "Mkhokheli")
		finish(t, g)
		wantBlood(t, v, 4) // Mkhokheli's hand strike: 1-1 = 0 damage
		wantBlood(t, mk, 5)
	})
	t.Run("the bearer burns 3 blood to burn it", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Torpor(1, "Mkhokheli", 4)
		card := s.Attach(mk, "Disarm", 0)
		card.Counters = 1
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Use Disarm")
		wantZone(t, card, vtes.ZoneAsh)
		wantBlood(t, mk, 1)
	})
	// "They can burn 3 blood to burn this card" sets no moment: not only
	// in the bearer's minion phase; here in its master phase, and in a
	// combat in another's turn, before strikes, so that its hand strike
	// has its strength again (card text).
	t.Run("burned in its master phase", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(1, "Mkhokheli", 4)
		card := s.Attach(mk, "Disarm", 0)
		card.Counters = 1
		g := s.Start(1, 2, vtes.PhaseMaster)
		if g.Phase != vtes.PhaseMaster {
			t.Fatalf("phase %v, want the master phase", g.Phase)
		}
		answer(t, g, "Use Disarm")
		wantZone(t, card, vtes.ZoneAsh)
		wantBlood(t, mk, 1)
	})
	t.Run("burned in a combat", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Leumeah", 4)
		mk := s.Ready(1, "Mkhokheli", 6)
		card := s.Attach(mk, "Disarm", 0)
		card.Counters = 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Leumeah", "Mkhokheli")
		for g.Pending() != nil && !offered(g, "Use Disarm") && g.Combat() != nil {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Use Disarm")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
		wantBlood(t, v, 3) // Mkhokheli's hand strike: 1 damage
	})
}
