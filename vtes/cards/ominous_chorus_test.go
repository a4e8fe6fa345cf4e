package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ominous Chorus: in the polling of a political action, the Lasombra
// playing it gets +3 votes, acting or not; not by another clan (card
// text; §5.3).
func TestOminousChorus(t *testing.T) {
	t.Run("the acting Lasombra", func(t *testing.T) {
		g := minionPhase("Azucena", 3, "Kine Resources Contested", "Ominous Chorus")
		callKRC(t, g, "Azucena")
		answer(t, g, "Play Ominous Chorus (+3 votes)", "Vote for")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") {
			t.Errorf("want 1 for calling and Azucena's 3\n%s", logText(g))
		}
	})
	t.Run("a Lasombra against, as a reaction", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alice Chen", 3, "Kine Resources Contested") // prince: 2 votes
		readyWithHand(s, 1, "María del Toro", 3, "Ominous Chorus")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alice Chen")
		answer(t, g, "Alice Chen: 2 vote(s) for")
		for !offered(g, "Play Ominous Chorus") {
			answer(t, g, "Pass")
		}
		answer(t, g, "Play Ominous Chorus (+3 votes)", "Vote against")
		finish(t, g)
		if !logged(g, "The referendum fails (3 for, 5 against)") {
			t.Errorf("want María's 3 and her 2 as prince against\n%s", logText(g))
		}
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Alice Chen", 3, "Kine Resources Contested", "Ominous Chorus")
		callKRC(t, g, "Alice Chen")
		neverOffered(t, g, "Play Ominous Chorus")
	})
}
