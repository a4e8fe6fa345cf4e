package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Second Tradition: Domain, by a prince or justicar: +2 intercept; or, by
// a locked one that can burn 1 blood, unlock and attempt to block at once
// with +2 intercept
// (card text; §4.3, §9.8; groups G00097, G00124).
func TestSecondTraditionDomain(t *testing.T) {
	t.Run("+2 intercept", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Mkhokheli", 3, "Second Tradition: Domain")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The Dowager", "Mkhokheli")
		answer(t, g, "Play Lost in Crowds (+2 stealth)",
			"Play Second Tradition: Domain (+2 intercept)")
		finish(t, g)
		if !logged(g, "Mkhokheli blocks The Dowager") {
			t.Errorf("no block at 2 against 2\n%s", logText(g))
		}
	})
	t.Run("a locked prince burns 1 blood to block", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		mk := s.Ready(1, "Mkhokheli", 3)
		mk.Locked = true
		s.Hand(1, "Second Tradition: Domain")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds",
			"Play Second Tradition: Domain (burn 1 blood: unlock and block with +2 intercept)")
		wantBlood(t, mk, 2)
		// The attempt starts at once: the Dowager bids against 2 intercept.
		mustNotOffer(t, g, "Do not block")
		answer(t, g, "Play Lost in Crowds (+2 stealth)")
		finish(t, g)
		if !logged(g, "Mkhokheli blocks The Dowager") {
			t.Errorf("no block with the +2 intercept\n%s", logText(g))
		}
	})
	t.Run("not without the blood to burn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Dowager", 3)
		mk := s.Ready(1, "Mkhokheli", 0)
		mk.Locked = true
		s.Hand(1, "Second Tradition: Domain")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds")
		neverOffered(t, g, "Play Second Tradition")
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := startAgainst("Mkhokheli", 3, "Nik Sikko", 3, "Second Tradition: Domain")
		answer(t, g, "Mkhokheli hunts", "Block with Nik Sikko")
		neverOffered(t, g, "Play Second Tradition")
	})
}
