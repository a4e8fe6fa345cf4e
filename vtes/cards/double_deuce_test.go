package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Double Deuce: recruited by a Gangrel for 2 pool; a unique werewolf ally
// with 3 life, 1 strength, 1 bleed and +1 stealth; with 2 or fewer life
// in its Methuselah's unlock phase, it gains 1 life (card text; §3.5.5).
func TestDoubleDeuce(t *testing.T) {
	t.Run("recruited by a Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Indira", 3)
		s.Ready(0, "Melech", 3)
		ally := s.Hand(0, "Double Deuce")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Melech: Double Deuce")
		answer(t, g, "Indira: Double Deuce (recruit)")
		wantZone(t, ally, vtes.ZoneReady)
		wantBlood(t, ally, 3)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("+1 stealth, bleeds for 1", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Double Deuce", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Double Deuce bleeds")
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		answer(t, g, "Block with Mkhokheli")
		finish(t, g)
		if logged(g, "Mkhokheli blocks") {
			t.Errorf("blocked at 0 intercept against 1 stealth\n%s", logText(g))
		}
		wantPool(t, g, 30, 29, 30)
	})
	for _, tc := range []struct{ life, want int }{{1, 2}, {2, 3}, {3, 3}} {
		t.Run("unlock phase", func(t *testing.T) {
			s := newScenario(3)
			dd := s.Ready(0, "Double Deuce", tc.life)
			g := s.Start(0, 2, vtes.PhaseUnlock)
			passUntil(t, g, "Double Deuce bleeds")
			wantBlood(t, dd, tc.want)
		})
	}
}
