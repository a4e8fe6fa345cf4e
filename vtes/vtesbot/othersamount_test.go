package vtesbot_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Empires Fall asks how many Methuselahs to choose: the bot took them all
// and named itself last, burning its own pool; it takes the others only.
func TestBotEmpiresFallSparesItself(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Concordia", 3)
	s.Hand(0, "Empires Fall")
	g := s.Start(0, 2, vtes.PhaseMinion)
	pick(t, g, "Concordia: Empires Fall")
	if got := botPick(t, g); got != "2" {
		t.Errorf("the bot chooses %s Methuselahs, want the 2 others (options %q)", got, g.Labels())
	}
}
