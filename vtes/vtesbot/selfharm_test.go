package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// The actions cards in play give every minion: the bot called a
// referendum to burn its own War of Ages, and sent its Sabbat vampires
// against its own regent; it takes them against others' cards only.
func TestBotSparesItsOwnCards(t *testing.T) {
	t.Run("its own War of Ages", func(t *testing.T) {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Concordia", 6)
		s.InPlay(0, "War of Ages")
		g := s.Start(0, 2, vtes.PhaseMinion)
		if got := botPick(t, g); strings.Contains(got, "War of Ages") {
			t.Errorf("the bot picks %q (options %q)", got, g.Labels())
		}
	})
	t.Run("its own regent", func(t *testing.T) {
		s := vtes.NewScenario(3, cards.ByName)
		r := s.Ready(0, "Aaradhya, The Callous Tyrant", 6)
		s.Attach(r, "Regent", 0)
		s.Ready(0, "Concordia", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if got := botPick(t, g); strings.Contains(got, "Regent") {
			t.Errorf("the bot picks %q (options %q)", got, g.Labels())
		}
	})
}
