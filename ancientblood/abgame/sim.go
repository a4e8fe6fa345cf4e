package abgame

import (
	"fmt"
	"strings"

	"kindred/ancientblood/rules"
	"kindred/games"
	"kindred/games/gamecli"
)

var _ games.Simulator = Game{}

// SimResult counts a simulation's stories for one difficulty mode.
type SimResult struct {
	Difficulty          string
	Games, Lairs, Wins  int
	Choices, Invariants int
}

// Sim plays n seeded stories from seed with hunter bots for each
// difficulty mode, and checks the invariants after every choice.
func Sim(story string, hunters []string, n int, seed uint64, extra map[string]string) ([]SimResult, error) {
	g := Game{}
	var out []SimResult
	for _, diff := range []string{"beginner", "easy", "normal"} {
		r := SimResult{Difficulty: diff}
		for i := range n {
			opts := map[string]string{"story": story, "difficulty": diff}
			for k, v := range extra {
				opts[k] = v
			}
			h, err := g.NewHeader(seed+uint64(i), opts, hunters)
			if err != nil {
				return nil, err
			}
			eg, err := g.NewGame(h)
			if err != nil {
				return nil, err
			}
			lair := false
			for eg.Pending() != nil {
				d := eg.Pending()
				o, err := HunterBot{}.Choose(eg.View(d.Seat), d)
				if err != nil {
					return nil, err
				}
				if err := eg.Apply(o); err != nil {
					return nil, err
				}
				r.Choices++
				if err := games.Check(eg); err != nil {
					return nil, fmt.Errorf("%s, seed %d, choice %d: %w", diff, seed+uint64(i), r.Choices, err)
				}
				if rg := eg.(*rules.Game); rg.Enc != nil && rg.Enc.Def.Kind == "lair" {
					lair = true
				}
				if r.Choices > 10_000_000 {
					return nil, fmt.Errorf("no end")
				}
			}
			r.Games++
			if lair {
				r.Lairs++
			}
			if eg.(*rules.Game).Victory {
				r.Wins++
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// Simulate is `kindred sim ancientblood`: hunter bots play seeded stories
// in each difficulty mode; it prints how many reached the lair and won.
func (Game) Simulate(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "sim ancientblood", "", "Hunter bots play seeded stories of the demonstration pack in each difficulty mode; the win rate per mode.")
	n := fs.Int("games", 50, "stories per difficulty mode")
	seed := fs.Uint64("seed", 1, "the first game's seed")
	story := fs.String("story", "demo-story-1", "the story")
	hunters := fs.String("hunters", "brann,sable,mireille,hector", "the hunters, 2 to 4, comma-separated")
	rulesText := fs.String("rules", "", "rules options, KEY=VALUE,…")
	if _, code, ok := gamecli.ParseFlags(fs, args); !ok {
		return code
	}
	extra, err := gamecli.ParseRules(*rulesText)
	if err != nil {
		fmt.Fprintln(e.Stderr, err)
		return gamecli.ExitError
	}
	res, err := Sim(*story, strings.Split(*hunters, ","), *n, *seed, extra)
	if err != nil {
		fmt.Fprintln(e.Stderr, err)
		return gamecli.ExitProblem
	}
	fmt.Fprintf(e.Stdout, "%-9s %6s %6s %6s %8s\n", "mode", "games", "lair", "won", "win rate")
	for _, r := range res {
		fmt.Fprintf(e.Stdout, "%-9s %6d %6d %6d %7.0f%%\n", r.Difficulty, r.Games, r.Lairs, r.Wins, 100*float64(r.Wins)/float64(max(1, r.Games)))
	}
	return gamecli.ExitOK
}
