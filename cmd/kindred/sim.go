package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"kindred/vtes/sim"
)

// simulationGC sets the garbage collector's target to 400 % of the live
// heap (GOGC=400) for `kindred sim` and `kindred bench vtes`, unless GOGC
// is set. A simulation keeps a few megabytes live. When it allocated
// ≈ 240 KB a game, 400 played ≈ 15 % more games a second; since a
// released game's memory serves the next (Game.Release, vtes/slab.go) a
// game allocates ≈ 20 KB and the gain is ≈ 3 % (kindred sim vtes --games
// 3000: 5.93 s at GOGC=100, 5.74 s at 400) for ≈ 12 MB more at the peak
// (18 → 30 MB; docs/BENCHMARKS.md).
func simulationGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}

// simHook, when set by a test, changes the options of `kindred sim`
// (to provoke a failing game).
var simHook func(*sim.Options)

// simOutput is `kindred sim --json`: the statistics and, when a game
// failed, the failure.
type simOutput struct {
	*sim.Stats
	Failure *simFailure `json:"failure,omitempty"`
}

type simFailure struct {
	Game  int    `json:"game"`
	Seed  uint64 `json:"seed"`
	Error string `json:"error"`
	Log   string `json:"log,omitempty"`
}

func runSim(e *env, args []string) int {
	fs := newFlags(e, "sim", "vtes",
		"Plays games bot against bot and prints, per deck, games, VP, wins and ousts, how games end\n"+
			"and how fast they are played. Game i seats the deck list rotated by i. Every game is checked\n"+
			"against the rules' invariants after every choice and must end; the first game that does not\n"+
			"is saved to --out as a log for kindred replay.\n"+
			"Exit status: 0 every game passed, 1 a game failed, 2 bad usage.")
	games := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "`SEED` from which every game's seed is derived")
	decks := fs.String("decks", "", "comma-separated `DECKS`: built-in deck names or deck-list files (default: the built-in decks)")
	seats := fs.Int("seats", sim.DefaultSeats, "number of Methuselahs, 2 to 6")
	botName := fs.String("bot", sim.Heuristic, "bot in every seat: heuristic or random")
	asJSON := fs.Bool("json", false, "print the statistics as JSON")
	outDir := fs.String("out", ".", "`DIR` where the log of a failing game is written")
	workers := fs.Int("workers", 1, "number of games played at once (the statistics do not depend on it)")
	cardPlays := fs.Bool("card-plays", false, "report, per deck, how often the bots played and used each card")
	cardsDir := fs.String("cards", "", "`DIR` holding the official card files, to read deck-list files (default $KINDRED_CARDS)")
	pos, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "kindred sim: "+format+"\n", a...)
		return exitError
	}
	if err := checkGame(pos); err != nil {
		return fail("%v", err)
	}
	if *games < 1 {
		return fail("--games %d: play at least one game", *games)
	}
	if *seats < 2 || *seats > 6 {
		return fail("--seats %d: V:TES is played by 2 to 6 Methuselahs", *seats)
	}
	if *workers < 1 {
		return fail("--workers %d: at least one", *workers)
	}
	specs, labels, err := resolveDecks(*decks, *cardsDir)
	if err != nil {
		return fail("%v", err)
	}
	if st, err := os.Stat(*outDir); err != nil || !st.IsDir() {
		return fail("--out %s is not a directory", *outDir)
	}
	o := sim.Options{Games: *games, Seed: *seed, Seats: *seats, Decks: specs, Labels: labels,
		Bot: *botName, Workers: *workers, CardPlays: *cardPlays}
	if simHook != nil {
		simHook(&o)
	}
	r, err := sim.NewRunner(o)
	if err != nil {
		return fail("%v", strings.TrimPrefix(err.Error(), "sim: "))
	}
	simulationGC()
	st, runErr := r.Run()
	result := simOutput{Stats: st}
	exit := exitOK
	if runErr != nil {
		exit = exitProblem
		f := &sim.Failure{Err: runErr}
		if !errors.As(runErr, &f) {
			fmt.Fprintf(e.stderr, "kindred sim: %v\n", runErr)
			return exitProblem
		}
		result.Failure = &simFailure{Game: f.Game, Seed: f.Header.Seed, Error: f.Err.Error()}
		fmt.Fprintf(e.stderr, "kindred sim: %v\n", f)
		if path, err := saveFailure(*outDir, f); err != nil {
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

// saveFailure writes the log of a failing game in dir and returns its
// path.
func saveFailure(dir string, f *sim.Failure) (string, error) {
	path := filepath.Join(dir, f.FileName())
	file, err := os.Create(path)
	if err != nil {
		return "", err
	}
	if err := f.WriteLog(file); err != nil {
		file.Close()
		return "", err
	}
	return path, file.Close()
}
