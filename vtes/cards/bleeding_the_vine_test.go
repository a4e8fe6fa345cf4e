package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bleeding the Vine, for 1 pool: in its Methuselah's unlock phase they
// lock it or burn 1 pool; locked, it cancels another Methuselah's master
// card as it is played, that card's cost not paid, and that Methuselah
// gains another master phase action (card text; §3.3, §14 C5).
func TestBleedingTheVine(t *testing.T) {
	t.Run("played for 1 pool", func(t *testing.T) {
		wantPlayed(t, "", "Bleeding the Vine", 29)
	})
	for _, tt := range []struct {
		choice string
		locked bool
		pool   int
	}{{"lock Bleeding the Vine", true, 30}, {"burn 1 pool", false, 29}} {
		t.Run("unlock phase: "+tt.choice, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Mkhokheli", 3)
			vine := s.InPlay(0, "Bleeding the Vine")
			vine.Locked = true
			g := s.Start(0, 2, vtes.PhaseUnlock)
			untilAsked(t, g, "Choose")
			answer(t, g, tt.choice)
			wantLocked(t, vine, tt.locked)
			wantPool(t, g, tt.pool, 30, 30)
		})
	}
	t.Run("cancels another's master card, its cost back, another action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		vine := s.InPlay(2, "Bleeding the Vine")
		inv := s.Hand(0, "Short-Term Investment", "Protracted Investment")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Short-Term Investment")
		passUntil(t, g, "Use Bleeding the Vine")
		answer(t, g, "Use Bleeding the Vine: lock: cancel the master card")
		wantLocked(t, vine, true)
		wantZone(t, inv[0], vtes.ZoneAsh)
		wantPool(t, g, 30, 30, 30)
		answer(t, g, "Play Protracted Investment") // the master phase action given back
		wantZone(t, inv[1], vtes.ZoneInPlay)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("not its own Methuselah's master cards", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, "Bleeding the Vine")
		s.Hand(0, "Short-Term Investment")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Short-Term Investment")
		neverOffered(t, g, "Use Bleeding the Vine")
	})
}
