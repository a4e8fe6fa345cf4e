package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Uncoiling: an event not replaced while in play; as its
// controller's discard phase begins, another event burns at random;
// another Methuselah can use a discard phase action and burn X pool, X
// the other events in play, to burn it (card text; §3.7).
func TestTheUncoiling(t *testing.T) {
	t.Run("played, not replaced while in play", func(t *testing.T) {
		s := newScenario(3)
		u := s.Hand(0, "The Uncoiling", "Wash")[0]
		s.Library(0, "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		answer(t, g, "Play The Uncoiling")
		wantZone(t, u, vtes.ZoneInPlay)
		if n := len(g.Hand(0)); n != 6 {
			t.Errorf("hand of %d after the refill, want 6: not replaced", n)
		}
	})
	t.Run("its controller's discard phase: another event burns", func(t *testing.T) {
		s := newScenario(3)
		u := s.InPlay(0, "The Uncoiling")
		unmasking := s.InPlay(1, "The Unmasking")
		s.Start(0, 2, vtes.PhaseDiscard)
		wantZone(t, unmasking, vtes.ZoneAsh)
		wantZone(t, u, vtes.ZoneInPlay)
	})
	t.Run("another Methuselah burns it for a discard phase action and X pool", func(t *testing.T) {
		s := newScenario(3)
		u := s.InPlay(0, "The Uncoiling")
		s.InPlay(2, "The Unmasking")
		s.Hand(1, "Wash")
		g := s.Start(1, 2, vtes.PhaseDiscard)
		answer(t, g, "Use The Uncoiling")
		wantZone(t, u, vtes.ZoneAsh)
		mustNotOffer(t, g, "Discard Wash")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not by its controller", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "The Uncoiling")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		neverOffered(t, g, "Use The Uncoiling")
	})
}
