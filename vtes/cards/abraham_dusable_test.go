package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Abraham DuSable: during an action he may discard a card requiring Blood
// Sorcery for +1 stealth as he acts, or +1 intercept as he blocks, once
// each action; the card is replaced (card text; §4.3; §14 C10 "During X,
// do Y").
func TestAbrahamDusable(t *testing.T) {
	t.Run("+1 stealth, once each action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Abraham DuSable", 3)
		hand := s.Hand(0, "Theft of Vitae", "Rego Motum")
		s.Library(0, "Threats")
		readyWithHand(s, 1, "Mason Ha", 3, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Abraham DuSable bleeds", "Block with Mason Ha",
			"Use Abraham DuSable: discard a card requiring Blood Sorcery: +1 stealth",
			"Theft of Vitae")
		wantZone(t, hand[0], vtes.ZoneAsh)
		if n := len(g.Hand(0)); n != 2 {
			t.Errorf("hand of %d cards after the discard, want 2 (replacement drawn)", n)
		}
		answer(t, g, "Play Enhanced Senses (+1 intercept)") // 1 against 1
		neverOffered(t, g, "Use Abraham DuSable")
		if !logged(g, "Mason Ha blocks Abraham DuSable") {
			t.Errorf("Abraham used his ability twice in one action\n%s", logText(g))
		}
	})
	t.Run("+1 intercept as he blocks", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Abraham DuSable", 3, "Rego Motum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Block with Abraham",
			"Play Lost in Crowds (+1 stealth)")
		mustNotOffer(t, g, "+1 stealth")
		answer(t, g,
			"Use Abraham DuSable: discard a card requiring Blood Sorcery: +1 intercept")
		if !logged(g, "Abraham DuSable blocks Dr. Stephen Norton") {
			t.Errorf("no block at 1 against 1\n%s", logText(g))
		}
	})
	t.Run("not without a card requiring Blood Sorcery", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Abraham DuSable", 3, "Threats", "Enhanced Senses")
		s.Ready(1, "Mason Ha", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Abraham DuSable", "Mason Ha")
		neverOffered(t, g, "Use Abraham DuSable")
	})
}
