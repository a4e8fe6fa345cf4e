package vtescmd

import (
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"time"

	"kindred/games"
	"kindred/games/gamecli"
	vtescards "kindred/vtes/cards"
	"kindred/vtes/sim"
)

// The goals of issue 3 for the speed of V:TES.
const (
	goalGamesPerCore  = 1_000
	goalReplayChoices = 1_000_000
)

// Bench is `kindred bench vtes`, given the arguments after "vtes".
func Bench(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "bench vtes", "",
		"Measures, in-process, full four-player V:TES games per second on one core with the heuristic and\n"+
			"the random bot, the cost of checking invariants and of logging through a Table, every core at\n"+
			"once, replay speed, and heap allocations per choice. `kindred bench serve` measures the server\n"+
			"under load (kindred bench serve -h). With --by-card it says instead which cards in play make\n"+
			"the heuristic games' choices slower (docs/BENCHMARKS.md, \"Which card makes games slower\").")
	games := fs.Int("games", 0, "play (or replay) exactly `N` games per measurement instead of measuring for a time")
	seconds := fs.Float64("seconds", 1, "`S` seconds per measurement")
	seats := fs.Int("seats", sim.DefaultSeats, "number of Methuselahs, 2 to 6")
	asJSON := fs.Bool("json", false, "print the measurements as JSON")
	decks := fs.String("decks", "", "comma-separated built-in `DECKS` to play, rotated over the seats (default: every built-in deck)")
	byCard := fs.Bool("by-card", false, "time every choice of heuristic games on one core and report the cards in play that make them slower")
	top := fs.Int("top", 30, "with --by-card, list the `N` slowest cards (0: all)")
	pos, code, ok := gamecli.ParseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.Stderr, "kindred bench: "+format+"\n", a...)
		return gamecli.ExitError
	}
	if len(pos) > 0 {
		return fail("unexpected arguments: %s", strings.Join(pos, " "))
	}
	if *games < 0 || *seconds <= 0 || *seconds > 3600 {
		return fail("--games %d --seconds %g: give a positive number of games or of seconds", *games, *seconds)
	}
	if *seats < 2 || *seats > 6 {
		return fail("--seats %d: V:TES is played by 2 to 6 Methuselahs", *seats)
	}
	bo := sim.BenchOptions{Games: *games, Duration: time.Duration(*seconds * float64(time.Second)), Seats: *seats, Seed: 1}
	if *decks != "" {
		bo.Decks = strings.Split(*decks, ",")
		for _, d := range bo.Decks {
			if !slices.Contains(vtescards.Builtins(), d) {
				return fail("--decks: %q is not a built-in deck (%s)", d, strings.Join(vtescards.Builtins(), ", "))
			}
		}
	}
	if *top < 0 {
		return fail("--top %d: give a number of cards, 0 for all", *top)
	}
	if *byCard {
		return benchByCard(e, bo, *asJSON, *top)
	}
	if !*asJSON {
		fmt.Fprintf(e.Stdout, "%s %s/%s, %d cores (GOMAXPROCS; one core: GOMAXPROCS=1), %d seats, %s\n",
			runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0), *seats, gamecli.GCSetting())
		bo.Progress = e.Stdout
	}
	gamecli.SimulationGC()
	ms, err := sim.Bench(bo)
	if err != nil {
		return fail("%v", err)
	}
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(ms); err != nil {
			return fail("%v", err)
		}
		return gamecli.ExitOK
	}
	if *seats == 4 {
		heuristic, replay := ms[0].GamesPerSecond, 0.0
		for _, m := range ms {
			if m.Name == sim.ReplayMeasurement {
				replay = m.ChoicesPerSecond
			}
		}
		fmt.Fprintf(e.Stdout, "\ngoal ≥ %d four-player games/s/core (heuristic): %s (%.0f)\n", goalGamesPerCore, met(heuristic >= goalGamesPerCore), heuristic)
		fmt.Fprintf(e.Stdout, "goal > %d replayed choices/s: %s (%.0f)\n", goalReplayChoices, met(replay > goalReplayChoices), replay)
	}
	return gamecli.ExitOK
}

// benchByCard measures which cards in play make choices slower
// (sim.MeasureCardCosts) over bo's decks, games or time.
func benchByCard(e *games.Env, bo sim.BenchOptions, asJSON bool, top int) int {
	if !asJSON {
		fmt.Fprintf(e.Stdout, "%s %s/%s, %d seats, %s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH, bo.Seats, gamecli.GCSetting())
	}
	gamecli.SimulationGC()
	o := sim.Options{Seed: bo.Seed, Seats: bo.Seats, Decks: bo.Decks, NoCheck: true}
	cc, err := sim.MeasureCardCosts(o, bo.Games, bo.Duration)
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred bench: %v\n", err)
		return gamecli.ExitError
	}
	if asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(cc)
	} else {
		err = sim.WriteCardCosts(e.Stdout, cc, top)
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred bench: %v\n", err)
		return gamecli.ExitError
	}
	return gamecli.ExitOK
}

// met says whether a goal is met.
func met(ok bool) string {
	if ok {
		return "met"
	}
	return "NOT met"
}
