package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Cold War's terms: a Methuselah burns 3 pool, a location is burned, or
// (for a cardinal) both. The bot names neither itself nor its own
// location (Black Forest Base), whatever it chooses.
func TestBotColdWarHurtsOthers(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Aaradhya, The Callous Tyrant", 4)
	s.Hand(0, "Cold War")
	s.InPlay(0, "Black Forest Base")
	s.InPlay(1, "Elder Library")
	g := s.Start(0, 2, vtes.PhaseMinion)
	pick(t, g, "Aaradhya, The Callous Tyrant: Cold War")
	for i := 0; i < 6 && !strings.Contains(strings.Join(g.Labels(), "|"), "vote(s)"); i++ {
		got := botPick(t, g)
		if got == "Methuselah 1" || strings.HasPrefix(got, "Black Forest Base") {
			t.Fatalf("the bot names %q, its own (options %q)", got, g.Labels())
		}
		pick(t, g, got)
	}
	t.Run("a location to burn: another's", func(t *testing.T) {
		s := vtes.NewScenario(3, cards.ByName)
		s.Ready(0, "Damian", 4)
		s.Hand(0, "Cold War")
		s.InPlay(0, "Black Forest Base")
		s.InPlay(1, "Elder Library")
		g := s.Start(0, 2, vtes.PhaseMinion)
		pick(t, g, "Damian: Cold War")
		pick(t, g, "a location is burned")
		if got := botPick(t, g); !strings.HasPrefix(got, "Elder Library") {
			t.Errorf("the bot burns %q, want Elder Library (options %q)", got, g.Labels())
		}
	})
}
