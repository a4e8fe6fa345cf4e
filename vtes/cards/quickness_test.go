package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Quickness: one each round; 1 additional strike, limited; superior: 1
// additional strike that does not count against the limit, before or
// after a limited one ([LSJ 20001206] [ANK 20211124]) (card text; §6.5).
func TestQuickness(t *testing.T) {
	t.Run("inferior: limited", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Bijou", 3, "Quickness", "Blur")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Bijou", "Mkhokheli")
		mustNotOffer(t, g, "not count against the limit")
		answer(t, g, "Play Quickness (1 additional strike)")
		neverOffered(t, g, "Play Blur")
		wantBlood(t, mk, 4)
	})
	t.Run("superior: not against the limit, after a limited one", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Asmin Kobane", 4, "Quickness", "Quickness", "Blur")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Asmin Kobane", "Mkhokheli")
		answer(t, g, "Play Blur (1 additional strike)")
		answer(t, g, "Play Quickness (additional strike that does not count against the limit)")
		// One Quickness a round.
		neverOffered(t, g, "Play Quickness")
		wantBlood(t, mk, 3) // three hand strikes
	})
	t.Run("superior: before a limited one", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Asmin Kobane", 4, "Quickness", "Blur")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Asmin Kobane", "Mkhokheli")
		answer(t, g, "Play Quickness (additional strike that does not count against the limit)")
		answer(t, g, "Play Blur (1 additional strike)")
		finish(t, g)
		wantBlood(t, mk, 3)
	})
}
