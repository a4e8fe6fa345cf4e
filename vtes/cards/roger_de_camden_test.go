package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Roger de Camden, Prince of Edinburgh (capacity 10): cards requiring
// Oblivion cost him 1 blood less; once each turn, in a combat of a minion
// of his Methuselah, he discards a card requiring Oblivion for 1
// maneuver (card text; §6.3).
func TestRogerDeCamden(t *testing.T) {
	vanilla(t, "Roger de Camden", 10, 2, vtes.Oblivion, vtes.Superior)
	s := newScenario(3)
	roger := readyWithHand(s, 0, "Roger de Camden", 4, "Touch of Oblivion", "Shadow Shift")
	mk := s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Roger de Camden", "Mkhokheli")
	answer(t, g, "Use Roger de Camden: discard a card requiring Oblivion: 1 maneuver", "Shadow Shift")
	if cs := g.Combat(); cs == nil || cs.Maneuvers[0] != 1 {
		t.Fatal("no maneuver for Roger")
	}
	mustNotOffer(t, g, "Use Roger de Camden") // once each turn
	for !offered(g, "Play Touch of Oblivion (strike: torpor") {
		answer(t, g, "Pass")
	}
	answer(t, g, "Play Touch of Oblivion (strike: torpor")
	wantZone(t, mk, vtes.ZoneTorpor)
	wantBlood(t, roger, 2) // 4, 1 for the card (2 less 1), 1 damage
}
