package vtes_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Fewer needless questions (issue 19): once the blocks are decided, Wake
// with Evening's Freshness only lets the locked vampire play reactions
// this action (card text; §14 C3): it is not offered to a Methuselah who
// holds no other reaction, and still is to one who does.
func TestWakeAfterBlocksOnlyWhenItCanHelp(t *testing.T) {
	cases := []struct {
		name  string
		hand  []string
		after bool // Wake offered after the blocks
	}{
		{"no other reaction", []string{"Wake with Evening's Freshness", "Conditioning"}, false},
		{"two Wakes and nothing else", []string{"Wake with Evening's Freshness", "Wake with Evening's Freshness"}, false},
		{"a Deflection to play once awake", []string{"Wake with Evening's Freshness", "Deflection"}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := vtes.NewScenario(3, cards.ByName)
			s.Ready(0, "Andi Liu", 3)
			s.Ready(1, "Madison", 3).Locked = true
			s.Hand(1, c.hand...)
			g := s.Start(0, 2, vtes.PhaseMinion)
			if err := g.Answer("Andi Liu bleeds"); err != nil {
				t.Fatal(err)
			}
			// Seat 1 decides whether to block: Wake is offered there.
			if d := g.Pending(); d == nil || d.Seat != 1 || !strings.Contains(strings.Join(g.Labels(), "|"), "Play Wake with Evening's Freshness") {
				t.Fatalf("at the block decision: %v %q", d, g.Labels())
			}
			if err := g.Answer("Do not block"); err != nil {
				t.Fatalf("%v: %q", err, g.Labels())
			}
			offered := false
			for i := 0; i < 20 && g.Pending() != nil && g.Turn == 2 && g.Active == 0; i++ {
				all := strings.Join(g.Labels(), "|")
				if g.Pending().Seat == 1 && strings.Contains(all, "Play Wake with Evening's Freshness") {
					offered = true
				}
				if g.Pending().Seat == 1 && strings.Contains(all, "Play Deflection") {
					break
				}
				if err := g.Apply(0); err != nil {
					t.Fatal(err)
				}
			}
			if offered != c.after {
				t.Errorf("Wake offered after the blocks: %v, want %v", offered, c.after)
			}
		})
	}
}
