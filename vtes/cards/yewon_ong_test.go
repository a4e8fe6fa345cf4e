package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Yewon Ong, Prince of Singapore (for DOM OBL POT, capacity 8): 2 votes;
// in the polling of a referendum she may discard a card requiring
// Oblivion for +1 vote, once per referendum, locked or not (card text;
// §5.3; group G00040 [ANK 20220705]); not with none.
func TestYewonOng(t *testing.T) {
	t.Run("+1 vote, once per referendum", func(t *testing.T) {
		s := newScenario(3)
		yewon := s.Ready(0, "Yewon Ong", 3)
		clutch := s.Hand(0, "Kine Resources Contested", "Umbrous Clutch", "Shadow Shift")[1]
		s.Library(0, "Restoration", "Life in the City")
		g := s.Start(0, 2, vtes.PhaseMinion)
		wantVotes(t, g, yewon, 2)
		wantCapacity(t, g, yewon, 8)
		callKRC(t, g, "Yewon Ong")
		answer(t, g, "Use Yewon Ong", "Umbrous Clutch")
		wantZone(t, clutch, vtes.ZoneAsh)
		mustNotOffer(t, g, "Use Yewon Ong") // once per referendum, an Oblivion card left
		answer(t, g, "Yewon Ong: 3 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (4 for, 0 against)") {
			t.Errorf("want 1 for calling and Yewon's 3\n%s", logText(g))
		}
	})
	t.Run("not without a card requiring Oblivion", func(t *testing.T) {
		g := minionPhase("Yewon Ong", 3, "Kine Resources Contested", "Conditioning")
		callKRC(t, g, "Yewon Ong")
		mustNotOffer(t, g, "Use Yewon Ong")
	})
}
