package abgame

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"kindred/ancientblood/rules"
	"kindred/engine"
	"kindred/games"
	"kindred/games/gamecli"
	"kindred/games/gamesim"
)

var _ games.Simulator = Game{}

// Difficulties are the difficulty modes a simulation plays (§9.5).
var Difficulties = []string{"beginner", "easy", "normal"}

// SimOptions says which stories a simulation plays: Games stories in
// each difficulty mode, through games/gamesim (its seeds, workers, choice
// limit and invariant checks after every choice).
type SimOptions struct {
	Games      int
	Seed       uint64
	Hunters    []string // the seats' hunters, rotated from game to game
	Rules      map[string]string
	Bot        string
	Workers    int
	MaxChoices int
	// Modes are the difficulty modes played (default Difficulties).
	Modes []string
}

// SimResult counts a simulation's stories for one difficulty mode.
type SimResult struct {
	Difficulty string         `json:"difficulty"`
	Games      int            `json:"games"`
	Lairs      int            `json:"lairs"`
	Wins       int            `json:"wins"`
	WinRate    float64        `json:"win_rate"`
	Stats      *gamesim.Stats `json:"stats"`
}

// simCheck checks a game's invariants; a test replaces it to provoke a
// failing game.
var simCheck = games.Check

// lairWatch counts the games that reached a lair: the check sees each
// game after every choice and at its end.
type lairWatch struct {
	mu      sync.Mutex
	reached map[*rules.Game]bool
	lairs   int
}

func (w *lairWatch) check(g engine.Game) error {
	rg := g.(*rules.Game)
	w.mu.Lock()
	if rg.Enc != nil && rg.Enc.Def.Kind == "lair" {
		w.reached[rg] = true
	}
	if rg.Pending() == nil {
		if w.reached[rg] {
			w.lairs++
		}
		delete(w.reached, rg)
	}
	w.mu.Unlock()
	return simCheck(g)
}

// Sim plays o.Games seeded stories with hunter bots in each difficulty
// mode. A game that breaks an invariant, fails in its rules or does not
// end stops the simulation: the results so far and a *gamesim.Failure.
func (g Game) Sim(o SimOptions) ([]SimResult, error) {
	modes := o.Modes
	if len(modes) == 0 {
		modes = Difficulties
	}
	var out []SimResult
	for _, diff := range modes {
		rs := map[string]string{}
		for k, v := range o.Rules {
			rs[k] = v
		}
		rs["difficulty"] = diff
		w := &lairWatch{reached: map[*rules.Game]bool{}}
		go_ := gamesim.Options{Game: g, Games: o.Games, Seed: o.Seed, Seats: len(o.Hunters), Contents: o.Hunters,
			Rules: rs, Workers: o.Workers, MaxChoices: o.MaxChoices, Check: w.check}
		if o.Bot != "" {
			go_.Bots = []string{o.Bot}
		}
		r, err := gamesim.NewRunner(go_)
		if err != nil {
			return out, err
		}
		st, runErr := r.Run()
		res := SimResult{Difficulty: diff, Games: st.Games, Lairs: w.lairs, Wins: st.Games - st.NoWinner, Stats: st}
		if st.Games > 0 {
			res.WinRate = float64(res.Wins) / float64(st.Games)
		}
		out = append(out, res)
		if runErr != nil {
			return out, runErr
		}
	}
	return out, nil
}

// simOutput is `kindred sim ancientblood --json`.
type simOutput struct {
	Modes   []SimResult         `json:"modes"`
	Failure *gamecli.SimFailure `json:"failure,omitempty"`
}

// Simulate is `kindred sim ancientblood`: hunter bots play seeded stories
// in each difficulty mode; it prints how many reached the lair and won.
// The first failing game's log is written to --out for kindred replay.
func (g Game) Simulate(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "sim ancientblood", "", "Hunter bots play seeded stories in each difficulty mode (§9.5) and the win rate per mode is printed.\n"+
		"Every story is checked against the invariants after every choice and must end; the first that does not\n"+
		"is saved to --out as a log for kindred replay. Exit status: 0 every story passed, 1 one failed, 2 bad usage.")
	n := fs.Int("games", 50, "stories per difficulty mode")
	seed := fs.Uint64("seed", 1, "`SEED` from which every story's seed is derived")
	story := fs.String("story", "", "the story (default: the pack's first)")
	hunters := fs.String("hunters", "brann,sable,mireille,hector", "the `HUNTERS`, 2 to 4, comma-separated (rotated among the seats)")
	rulesText := fs.String("rules", "", "rules options, `KEY=VALUE,…` (pack=ID plays a pack of $"+PacksEnv+")")
	modes := fs.String("difficulty", strings.Join(Difficulties, ","), "the difficulty `MODES` played, comma-separated")
	botName := fs.String("bot", "", "the hunters' `BOT` (default: the game's first)")
	asJSON := fs.Bool("json", false, "print the results as JSON")
	outDir := fs.String("out", ".", "`DIR` where the log of a failing story is written")
	workers := fs.Int("workers", 1, "number of stories played at once (the results do not depend on it)")
	maxChoices := fs.Int("max-choices", gamesim.DefaultMaxChoices, "a story that has not ended after `N` choices fails")
	if _, code, ok := gamecli.ParseFlags(fs, args); !ok {
		return code
	}
	fail := func(err error) int {
		fmt.Fprintf(e.Stderr, "kindred sim ancientblood: %v\n", err)
		return gamecli.ExitError
	}
	extra, err := gamecli.ParseRules(*rulesText)
	if err != nil {
		return fail(err)
	}
	if *story != "" {
		extra["story"] = *story
	}
	if *workers < 1 || *n < 1 || *maxChoices < 1 {
		return fail(fmt.Errorf("--games, --workers and --max-choices: at least 1"))
	}
	if st, err := os.Stat(*outDir); err != nil || !st.IsDir() {
		return fail(fmt.Errorf("--out %s is not a directory", *outDir))
	}
	for _, m := range strings.Split(*modes, ",") {
		if !strings.Contains(","+strings.Join(Difficulties, ",")+",", ","+m+",") {
			return fail(fmt.Errorf("--difficulty %q: the modes are %s", m, strings.Join(Difficulties, ", ")))
		}
	}
	gamecli.SimulationGC()
	res, runErr := g.Sim(SimOptions{Games: *n, Seed: *seed, Hunters: strings.Split(*hunters, ","), Rules: extra,
		Bot: *botName, Workers: *workers, MaxChoices: *maxChoices, Modes: strings.Split(*modes, ",")})
	out := simOutput{Modes: res}
	exit := gamecli.ExitOK
	if runErr != nil {
		var f *gamesim.Failure
		if !errors.As(runErr, &f) {
			return fail(runErr)
		}
		exit = gamecli.ExitProblem
		out.Failure = &gamecli.SimFailure{Game: f.Game, Seed: f.Header.Seed, Error: f.Err.Error()}
		fmt.Fprintf(e.Stderr, "kindred sim ancientblood: %v\n", f)
		if path, err := gamecli.SaveFailure(*outDir, f); err != nil {
			fmt.Fprintf(e.Stderr, "kindred sim ancientblood: saving the failing story's log: %v\n", err)
		} else {
			out.Failure.Log = path
			fmt.Fprintf(e.Stderr, "kindred sim ancientblood: the story's log is in %s; `kindred replay %s` replays it\n", path, path)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(out); err != nil {
			return fail(err)
		}
		return exit
	}
	fmt.Fprintf(e.Stdout, "%-9s %6s %6s %6s %8s %14s\n", "mode", "games", "lair", "won", "win rate", "choices/story")
	for _, r := range res {
		fmt.Fprintf(e.Stdout, "%-9s %6d %6d %6d %7.0f%% %14.0f\n", r.Difficulty, r.Games, r.Lairs, r.Wins, 100*r.WinRate, r.Stats.ChoicesPerGame)
	}
	return exit
}
