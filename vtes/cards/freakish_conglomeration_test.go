package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Freakish Conglomeration: Path of Death and the Soul; [obl] or [tha] for
// 2 blood, zombie with 3 life ([OBL] or [THA] 4), 3 strength, 1 bleed;
// burns 1 life in the unlock phase; enters combat with a minion as a Ⓓ
// action (card text).
func TestFreakishConglomeration(t *testing.T) {
	for _, tc := range []struct {
		vampire, play string
		life          int
	}{
		{"Yurena, The Boor", "Yurena, The Boor: Freakish Conglomeration (recruit)", 3},
		{"El Monseñor", "El Monseñor: Freakish Conglomeration (recruit with 4 life)", 4},
	} {
		t.Run("recruited by "+tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.vampire, 3, "Freakish Conglomeration")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.play)
			notBlocked(t, g)
			finish(t, g)
			if c := card(t, g, "Freakish Conglomeration"); c.Zone != vtes.ZoneReady || c.Blood != tc.life {
				t.Errorf("in zone %v with %d life, want %d", c.Zone, c.Blood, tc.life)
			}
		})
	}
	t.Run("burns 1 life in the unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nadezhda", 3)
		s.Library(0, "Minion Tap")
		c := s.Ready(0, "Freakish Conglomeration", 3)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		for g.Phase == vtes.PhaseUnlock && g.Pending() != nil {
			decline(t, g)
		}
		wantBlood(t, c, 2)
	})
	t.Run("enters combat with a minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Freakish Conglomeration", 3)
		madison := s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Freakish Conglomeration: Freakish Conglomeration (enter combat with a minion → Madison)")
		notBlocked(t, g)
		finish(t, g)
		wantBlood(t, madison, 2)
	})
}
