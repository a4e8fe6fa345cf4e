package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dragonbound: an event; not replaced while in play (its player's hand
// is a card short); in each Methuselah's
// discard phase that Methuselah burns 1 pool per vampire in torpor they
// control (card text; §1.5.3, §3.7).
func TestDragonbound(t *testing.T) {
	t.Run("played: not replaced", func(t *testing.T) {
		s := newScenario(3)
		db := s.Hand(0, "Dragonbound", "Wash")[0]
		s.Library(0, "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		answer(t, g, "Play Dragonbound")
		wantZone(t, db, vtes.ZoneInPlay)
		finish(t, g)
		if n := len(g.Hand(0)); n != 6 {
			t.Errorf("hand of %d after the refill, want 6: a card short while it is in play", n)
		}
		if n := g.HandSize(0); n != 6 {
			t.Errorf("hand size %d, want 6", n)
		}
	})
	t.Run("pool burned for vampires in torpor, each Methuselah's discard phase", func(t *testing.T) {
		for _, tc := range []struct {
			active int
			pools  [3]int
		}{
			{0, [3]int{28, 30, 30}},
			{1, [3]int{30, 29, 30}},
		} {
			s := newScenario(3)
			s.InPlay(2, "Dragonbound")
			s.Torpor(0, "Loonar", 0)
			s.Torpor(0, "Guggenheim", 0)
			s.Ready(0, "Monique Kim", 3)
			s.Torpor(1, "Nik Sikko", 0)
			s.Hand(tc.active, "Wash")
			g := s.Start(tc.active, 2, vtes.PhaseDiscard)
			wantPool(t, g, tc.pools[0], tc.pools[1], tc.pools[2])
		}
	})
}
