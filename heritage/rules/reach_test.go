package rules

import (
	"sort"
	"testing"

	"kindred/bot"
)

// TestRulesReached plays random games of the demonstration pack over
// the three fixture trios with every clan, and checks that each rule
// that logs an event was reached at least once: the demonstration pack
// makes every implemented rule run (issue 14), and no step of its
// content is skipped as not implemented.
func TestRulesReached(t *testing.T) {
	clans := []string{"cinder", "thorn", "veil", "mirror", "hollow", "gilt", "sigil", "marrow", "ledger"}
	seen := map[string]int{}
	game := 0
	for ti, trio := range trios {
		for n := 2; n <= 4; n++ {
			for seed := uint64(1); seed <= 6; seed++ {
				s := demoPack(t)
				s.Seed = seed*31 + uint64(ti*7+n)
				s.Clans = nil
				for i := range n {
					s.Clans = append(s.Clans, clans[(game+i*2)%len(clans)])
				}
				game++
				s.Options.Conflicts = trio
				g, err := New(*s)
				if err != nil {
					t.Fatal(err)
				}
				b := bot.NewRandom(s.Seed)
				for d := g.Pending(); d != nil; d = g.Pending() {
					i, _ := b.Choose(nil, d)
					if err := g.Apply(i); err != nil {
						t.Fatal(err)
					}
				}
				for _, e := range g.Events {
					seen[e.Text.Msg.Key()]++
				}
			}
		}
	}
	if seen["heritage.not-implemented"] > 0 {
		t.Errorf("%d steps skipped as not implemented", seen["heritage.not-implemented"])
	}
	want := []string{
		"heritage.recruited", "heritage.reshuffle", "heritage.played", "heritage.skill", "heritage.gain", "heritage.moved",
		"heritage.torpor", "heritage.revived", "heritage.reserved", "heritage.removed", "heritage.first-player",
		"heritage.decisive", "heritage.truce", "heritage.judgment", "heritage.breach", "heritage.title-awarded",
		"heritage.mission.claimed", "heritage.primogen", "heritage.enemy", "heritage.obeyed", "heritage.embrace-chaos",
		"heritage.market", "heritage.bought", "heritage.edict", "heritage.edict.fires", "heritage.usurped", "heritage.grafted",
		"heritage.princes.moved",
	}
	var missing []string
	for _, k := range want {
		if seen[k] == 0 {
			missing = append(missing, k)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("never reached in %d games: %v", game, missing)
	}
}
