package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Parijat, the Dark Oracle: while she is ready, minions burn the top card
// of their library to attempt to block wraith or zombie allies; with an
// empty library they cannot [ANK 20260317] (card text).
func TestParijatTheDarkOracle(t *testing.T) {
	t.Run("the blocker's Methuselah burns the top card", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Parijat, the Dark Oracle", 7)
		s.Ready(0, "Screamer", 1)
		s.Ready(1, "Madison", 5)
		s.Library(1, "Deflection", "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Screamer", "Madison")
		if g.LibrarySize(1) != 1 {
			t.Fatalf("library of %d cards, want 1\n%s", g.LibrarySize(1), logText(g))
		}
		if !logged(g, "burns the top card of their library to attempt the block: Minion Tap") {
			t.Errorf("no toll logged\n%s", logText(g))
		}
	})
	t.Run("an empty library: no block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Parijat, the Dark Oracle", 7)
		s.Ready(0, "Screamer", 1)
		s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Screamer bleeds")
		mustNotOffer(t, g, "Block with Madison")
	})
	t.Run("a vampire's action: no toll", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Parijat, the Dark Oracle", 7)
		s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Parijat, the Dark Oracle", "Madison") // blocked with an empty library
	})
	t.Run("Parijat in torpor: no toll", func(t *testing.T) {
		s := newScenario(3)
		s.Torpor(0, "Parijat, the Dark Oracle", 2)
		s.Ready(0, "Screamer", 1)
		s.Ready(1, "Madison", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Screamer", "Madison") // blocked with an empty library
	})
}
