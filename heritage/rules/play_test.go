package rules

import (
	"testing"

	"kindred/bot"
	"kindred/heritage/demo"
)

func demoPack(t testing.TB) *Setup {
	t.Helper()
	p, err := demo.Pack()
	if err != nil {
		t.Fatal(err)
	}
	return &Setup{Pack: p, Seed: 1, Clans: []string{"cinder", "thorn"}, Options: DefaultOptions()}
}

// trios are the three fixtures of §11.13 that together cover all eight
// documented boards.
var trios = [][]string{
	{"court-of-ranks", "border-riots", "hunger-within"},
	{"tribunal", "veiled-city", "quiet-path"},
	{"hall-of-titles", "war-of-sects", "hunger-within"},
	// The book's starting trio, its War of the Princes played by
	// Kindred's rules (princes.go).
	{"court-of-ranks", "quarrel-of-princes", "hunger-within"},
}

// TestRandomGames plays whole games at 2, 3 and 4 players over the
// fixture trios with random choices, checking the invariants after every
// choice: every game ends after its rounds (§4.1) with every Lineage at
// most 1 + R vampires (§3.2).
func TestRandomGames(t *testing.T) {
	clans := []string{"cinder", "thorn", "veil", "mirror"}
	for ti, trio := range trios {
		for n := 2; n <= 4; n++ {
			for seed := uint64(1); seed <= 4; seed++ {
				s := demoPack(t)
				s.Seed, s.Clans = seed+uint64(ti*100), clans[:n]
				s.Options.Conflicts = trio
				g, err := New(*s)
				if err != nil {
					t.Fatal(err)
				}
				b := bot.NewRandom(seed)
				steps := 0
				for d := g.Pending(); d != nil; d = g.Pending() {
					i, _ := b.Choose(nil, d)
					if err := g.Apply(i); err != nil {
						t.Fatal(err)
					}
					if err := g.CheckInvariants(); err != nil {
						t.Fatalf("%d players seed %d: %v", n, seed, err)
					}
					steps++
				}
				want := map[int]int{2: 10, 3: 9, 4: 8}[n]
				for sIdx, pl := range g.Players {
					if len(pl.Lineage) > 1+want {
						t.Errorf("%d players seed %d: seat %d has %d vampires, want at most %d", n, seed, sIdx, len(pl.Lineage), 1+want)
					}
				}
				if len(g.Ranking) != n {
					t.Errorf("ranking %v", g.Ranking)
				}
			}
		}
	}
}
