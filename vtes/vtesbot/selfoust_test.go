package vtesbot_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// The bots never make a choice that ousts their own Methuselah when
// another does not (issue 19: the Toreador bot at 2 pool with three
// locked minions called Domain Challenge, voted for it and ousted
// itself). Domain Challenge: each Methuselah burns 1 pool per locked
// minion they control (card text); at 0 pool a Methuselah is ousted
// (rules/vtes.md §8.1).
func TestBotDoesNotOustItself(t *testing.T) {
	t.Run("does not call Domain Challenge at 3 pool with two locked minions", func(t *testing.T) {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 3)
		s.Ready(0, "Catalina Vega", 3) // the caller, locked as it acts
		s.Ready(0, "Mkhokheli", 3).Locked = true
		s.Ready(0, "Kasim Bayar", 3).Locked = true
		s.Hand(0, "Domain Challenge")
		g := s.Start(0, 2, vtes.PhaseMinion)
		if !strings.Contains(strings.Join(g.Labels(), "|"), "Domain Challenge") {
			t.Fatalf("no Domain Challenge among %q", g.Labels())
		}
		if got := botPick(t, g); strings.Contains(got, "Domain Challenge") {
			t.Errorf("the bot calls Domain Challenge, which ousts it (options %q)", g.Labels())
		}
	})
	t.Run("does not vote for its own terms that oust it", func(t *testing.T) {
		s := vtes.NewScenario(3, cards.ByName)
		s.Pool(0, 3)
		s.Ready(0, "Catalina Vega", 3) // 2 votes; locked as it acts
		s.Ready(0, "Mkhokheli", 3).Locked = true
		s.Ready(0, "Kasim Bayar", 3).Locked = true
		s.Hand(0, "Domain Challenge")
		g := s.Start(0, 2, vtes.PhaseMinion)
		pick(t, g, "Catalina Vega: Domain Challenge")
		for i := 0; i < 20 && g.Pending() != nil && !strings.Contains(strings.Join(g.Labels(), "|"), "vote(s) for"); i++ {
			pick(t, g, g.Labels()[0])
		}
		if d := g.Pending(); d == nil || d.Seat != 0 || !strings.Contains(strings.Join(g.Labels(), "|"), "vote(s) for") {
			t.Fatalf("seat 0 is not asked to vote: %v %q", d, g.Labels())
		}
		if got := botPick(t, g); strings.Contains(got, "vote(s) for") {
			t.Errorf("the bot votes %q, for terms that oust it (options %q)", got, g.Labels())
		}
	})
}
