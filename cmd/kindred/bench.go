package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"kindred/games"
	"kindred/games/gamecli"
	"kindred/games/gamesim"
)

func runBench(e *env, args []string) int {
	if len(args) > 0 && args[0] == "serve" {
		return runBenchServe(e, args[1:])
	}
	reg, err := e.registry("", false)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred bench: %v\n", err)
		return exitError
	}
	game, rest := leadingGame(reg, args)
	if b, ok := game.(games.Benchmarker); ok {
		return b.Bench(e.cli(), rest)
	}
	fs := newFlags(e, "bench", "[GAME]",
		"Measures, in-process on one core, a game's games per second (engine.Playout, then through a\n"+
			"Table with every invariant checked), the replay of their logs (engine.Replay, every hash\n"+
			"checked) and heap allocations per choice; without GAME, the first game `kindred help` lists.\n"+
			"A game may have measurements of its own (kindred bench vtes -h). `kindred bench serve` measures\n"+
			"the server under load (kindred bench serve -h).")
	gf := addGameFlags(fs, game)
	rounds := fs.Int("games", 0, "play (or replay) exactly `N` games per measurement instead of measuring for a time")
	seconds := fs.Float64("seconds", 1, "`S` seconds per measurement")
	botNames := fs.String("bot", "", "comma-separated `BOTS`, one per seat (default: the game's first)")
	asJSON := fs.Bool("json", false, "print the measurements as JSON")
	pos, code, ok := parseFlags(fs, rest)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred bench: "+format+"\n", a...)
		return exitError
	}
	named := game
	if game, err = gameOf(reg, game, pos); errors.Is(err, errNoGame) {
		game = reg.All()[0]
	} else if err != nil {
		return fail("%v", err)
	}
	if b, ok := game.(games.Benchmarker); ok {
		if named == nil && len(pos) > 0 {
			args = without(args, game.Name())
		}
		return b.Bench(e.cli(), args)
	}
	if *rounds < 0 || *seconds <= 0 || *seconds > 3600 {
		return fail("--games %d --seconds %g: give a positive number of games or of seconds", *rounds, *seconds)
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
	bo := gamesim.BenchOptions{Rounds: *rounds, Duration: time.Duration(*seconds * float64(time.Second)),
		Options: gamesim.Options{Game: game, Seed: 1, Seats: seats, Contents: specs, Labels: labels, Rules: rules}}
	if *botNames != "" {
		bo.Bots = strings.Split(*botNames, ",")
	}
	if !*asJSON {
		fmt.Fprintf(e.stdout, "%s: %s %s/%s, %d seats, %s\n",
			game.Name(), runtime.Version(), runtime.GOOS, runtime.GOARCH, seats, gamecli.GCSetting())
		bo.Progress = e.stdout
	}
	gamecli.SimulationGC()
	ms, err := gamesim.Bench(bo)
	if err != nil {
		return fail("%v", err)
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(ms); err != nil {
			return fail("%v", err)
		}
	}
	return exitOK
}

// met says whether a goal is met.
func met(ok bool) string {
	if ok {
		return "met"
	}
	return "NOT met"
}
