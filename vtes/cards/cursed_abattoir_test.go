package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cursed Abattoir: Path of Death and the Soul; unique location; after a
// zombie ally of its Methuselah is burned, 1 counter; during a bleed,
// burn 1 counter to give a zombie ally +1 bleed (card text).
func TestCursedAbattoir(t *testing.T) {
	t.Run("put in play with a vampire of the path", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nadezhda", 3, "Cursed Abattoir")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Cursed Abattoir")
		wantZone(t, card(t, g, "Cursed Abattoir"), vtes.ZoneInPlay)
	})
	t.Run("not without one", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Cursed Abattoir")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Cursed Abattoir")
	})
	t.Run("a counter as a zombie ally burns", func(t *testing.T) {
		s := newScenario(3)
		ab := s.InPlay(0, "Cursed Abattoir")
		s.Ready(0, "Bone Shambler", 1)
		s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Bone Shambler", "Madison")
		untilAsked(t, g, "Cursed Abattoir")
		answer(t, g, "Yes")
		if ab.Counters != 1 {
			t.Errorf("%d counters, want 1", ab.Counters)
		}
	})
	t.Run("a counter for +1 bleed", func(t *testing.T) {
		s := newScenario(3)
		ab := s.InPlay(0, "Cursed Abattoir")
		ab.Counters = 1
		s.Ready(0, "Bone Shambler", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Bone Shambler bleeds")
		notBlocked(t, g)
		answer(t, g, "Use Cursed Abattoir: burn 1 counter: +1 bleed to a zombie ally")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		if ab.Counters != 0 {
			t.Errorf("%d counters, want 0", ab.Counters)
		}
	})
}
