package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"kindred/games"
	"kindred/games/gamecli"
	"kindred/games/gamesim"
)

// simHook, when set by a test, changes the options of the generic
// `kindred sim` (to provoke a failing game).
var simHook func(*gamesim.Options)

// simOutput is `kindred sim --json`: the statistics and, when a game
// failed, the failure.
type simOutput struct {
	*gamesim.Stats
	Failure *gamecli.SimFailure `json:"failure,omitempty"`
}

func runSim(e *env, args []string) int {
	reg, err := e.registry("", false)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred sim: %v\n", err)
		return exitError
	}
	game, rest := leadingGame(reg, args)
	if sm, ok := game.(games.Simulator); ok {
		return sm.Simulate(e.cli(), rest)
	}
	fs := newFlags(e, "sim", "GAME",
		"Plays games bot against bot and prints, per content and per seat, games, scores and wins, how\n"+
			"games end and how fast they are played. Game i seats the content list rotated by i. Every game\n"+
			"is checked against the game's invariants after every choice and must end; the first game that\n"+
			"does not is saved to --out as a log for kindred replay. A game may have a runner of its own,\n"+
			"with flags of its own (kindred sim vtes -h).\n"+
			"Exit status: 0 every game passed, 1 a game failed, 2 bad usage.")
	gf := addGameFlags(fs, game)
	n := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "`SEED` from which every game's seed is derived")
	botNames := fs.String("bot", "", "comma-separated `BOTS`, one per seat, repeated when fewer than the seats (default: the game's first)")
	asJSON := fs.Bool("json", false, "print the statistics as JSON")
	outDir := fs.String("out", ".", "`DIR` where the log of a failing game is written")
	workers := fs.Int("workers", 1, "number of games played at once (the statistics do not depend on it)")
	maxChoices := fs.Int("max-choices", gamesim.DefaultMaxChoices, "a game that has not ended after `N` choices fails")
	pos, code, ok := parseFlags(fs, rest)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred sim: "+format+"\n", a...)
		return exitError
	}
	named := game
	if game, err = gameOf(reg, game, pos); errors.Is(err, errNoGame) {
		return failNoGame(e, reg, "sim", "simulate")
	} else if err != nil {
		return fail("%v", err)
	}
	if sm, ok := game.(games.Simulator); ok && named == nil {
		return sm.Simulate(e.cli(), without(args, game.Name()))
	}
	if *n < 1 {
		return fail("--games %d: play at least one game", *n)
	}
	if *workers < 1 {
		return fail("--workers %d: at least one", *workers)
	}
	if *maxChoices < 1 {
		return fail("--max-choices %d: at least one", *maxChoices)
	}
	seats, err := gf.seatCount(game)
	if err != nil {
		return fail("%v", err)
	}
	rules, err := gf.ruleOptions(game)
	if err != nil {
		return fail("%v", err)
	}
	specs, labels, err := resolveContents(e, game, *gf.decks, *gf.cardsDir)
	if err != nil {
		return fail("%v", err)
	}
	if st, err := os.Stat(*outDir); err != nil || !st.IsDir() {
		return fail("--out %s is not a directory", *outDir)
	}
	o := gamesim.Options{Game: game, Games: *n, Seed: *seed, Seats: seats, Contents: specs, Labels: labels,
		Rules: rules, Workers: *workers, MaxChoices: *maxChoices}
	if *botNames != "" {
		o.Bots = strings.Split(*botNames, ",")
	}
	if simHook != nil {
		simHook(&o)
	}
	r, err := gamesim.NewRunner(o)
	if err != nil {
		return fail("%v", err)
	}
	gamecli.SimulationGC()
	st, runErr := r.Run()
	result := simOutput{Stats: st}
	exit := exitOK
	if runErr != nil {
		exit = exitProblem
		var f *gamesim.Failure
		if !errors.As(runErr, &f) {
			fmt.Fprintf(e.stderr, "kindred sim: %v\n", runErr)
			return exitProblem
		}
		result.Failure = &gamecli.SimFailure{Game: f.Game, Seed: f.Header.Seed, Error: f.Err.Error()}
		fmt.Fprintf(e.stderr, "kindred sim: %v\n", f)
		if path, err := gamecli.SaveFailure(*outDir, f); err != nil {
			fmt.Fprintf(e.stderr, "kindred sim: saving the failing game's log: %v\n", err)
		} else {
			result.Failure.Log = path
			fmt.Fprintf(e.stderr, "kindred sim: the game's log is in %s; `kindred replay %s` replays it\n", path, path)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(result); err != nil {
			fmt.Fprintf(e.stderr, "kindred sim: %v\n", err)
			return exitError
		}
	} else if err := st.WriteText(e.stdout); err != nil {
		fmt.Fprintf(e.stderr, "kindred sim: %v\n", err)
		return exitError
	}
	return exit
}
