package vtesbot_test

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
	"kindred/vtes/vtesbot"
)

// Issue 19, auto-pass (vtes/autopass.go): over whole games, auto-pass
// answers only "Pass" in a window of another Methuselah's turn while
// nothing is aimed at the seat, and it does meet such windows.
func TestPassOptionOnlyWhereNothingConcernsTheSeat(t *testing.T) {
	passable := 0
	for i := range 10 {
		seed := uint64(2600 + i)
		g, err := vtes.NewGame(vtes.NewHeader(seed, vtes.DefaultOptions(), decks(seed, 4)), cards.Catalog{})
		if err != nil {
			t.Fatal(err)
		}
		ps := make([]engine.Player, 4)
		for s := range ps {
			ps[s] = vtesbot.New(seed*31 + uint64(s))
		}
		for d := g.Pending(); d != nil; d = g.Pending() {
			if pass, ok := g.PassOption(d); ok {
				passable++
				if d.Kind != "vtes.play" || d.Seat == g.Active || g.Labels()[pass] != "Pass" {
					t.Fatalf("game %d: auto-pass answers %q to seat %d's %s decision %q (seat %d acts)",
						i, g.Labels()[pass], d.Seat+1, d.Kind, d.Prompt, g.Active+1)
				}
				if a := g.Action(); a != nil && (a.TargetSeat == d.Seat || a.Target != nil && a.Target.Controller == d.Seat) {
					t.Fatalf("game %d: auto-pass answers for seat %d, the target of the action", i, d.Seat+1)
				}
			}
			o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
		}
		g.Close()
	}
	if passable == 0 {
		t.Fatal("no window auto-pass could answer in 10 games")
	}
}
