package vtescmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"kindred/games"
	"kindred/games/gamecli"
	"kindred/vtes"
	"kindred/vtes/carddb"
	"kindred/vtes/cards"
	"kindred/vtes/deck"
	"kindred/vtes/sim"
)

// SimHook, when set by a test, changes the options of `kindred sim vtes`
// (to provoke a failing game). Only tests set it.
var SimHook func(*sim.Options)

// simOutput is `kindred sim --json`: the statistics and, when a game
// failed, the failure.
type simOutput struct {
	*sim.Stats
	Failure *gamecli.SimFailure `json:"failure,omitempty"`
}

// Sim is `kindred sim vtes`, given the arguments after "vtes". rules
// checks the --rules options (KEY=VALUE) and returns V:TES's options.
func Sim(e *games.Env, args []string, rules func(map[string]string) (vtes.Options, error)) int {
	fs := gamecli.NewFlags(e, "sim vtes", "",
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
	rulesText := fs.String("rules", "", "rules options `KEY=VALUE,…` (docs/RULES-OPTIONS.md; default: the defaults)")
	pos, code, ok := gamecli.ParseFlags(fs, args)
	if !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(e.Stderr, "kindred sim: "+format+"\n", a...)
		return gamecli.ExitError
	}
	if len(pos) > 0 {
		return fail("unexpected arguments: %s", strings.Join(pos, " "))
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
	if *rulesText != "" {
		kv, err := gamecli.ParseRules(*rulesText)
		if err != nil {
			return fail("%v", err)
		}
		opts, err := rules(kv)
		if err != nil {
			return fail("--rules: %v", err)
		}
		o.Rules = &opts
	}
	if SimHook != nil {
		SimHook(&o)
	}
	r, err := sim.NewRunner(o)
	if err != nil {
		return fail("%v", strings.TrimPrefix(err.Error(), "sim: "))
	}
	gamecli.SimulationGC()
	st, runErr := r.Run()
	result := simOutput{Stats: st}
	exit := gamecli.ExitOK
	if runErr != nil {
		exit = gamecli.ExitProblem
		f := &sim.Failure{Err: runErr}
		if !errors.As(runErr, &f) {
			fmt.Fprintf(e.Stderr, "kindred sim: %v\n", runErr)
			return gamecli.ExitProblem
		}
		result.Failure = &gamecli.SimFailure{Game: f.Game, Seed: f.Header.Seed, Error: f.Err.Error()}
		fmt.Fprintf(e.Stderr, "kindred sim: %v\n", f)
		if path, err := gamecli.SaveFailure(*outDir, f); err != nil {
			fmt.Fprintf(e.Stderr, "kindred sim: saving the failing game's log: %v\n", err)
		} else {
			result.Failure.Log = path
			fmt.Fprintf(e.Stderr, "kindred sim: the game's log is in %s; `kindred replay %s` replays it\n", path, path)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(result); err != nil {
			fmt.Fprintf(e.Stderr, "kindred sim: %v\n", err)
			return gamecli.ExitError
		}
	} else if err := st.WriteText(e.Stdout); err != nil {
		fmt.Fprintf(e.Stderr, "kindred sim: %v\n", err)
		return gamecli.ExitError
	}
	return exit
}

// resolveDecks reads the --decks list: built-in deck names, "deck:" specs
// and deck-list files, which need the card files. It returns each deck's
// header seat content and its label (the name given, or the deck's name
// for a file). An empty list means the built-in decks.
func resolveDecks(list, cardsDir string) (specs, labels []string, err error) {
	if strings.TrimSpace(list) == "" {
		b := cards.Builtins()
		return b, b, nil
	}
	var db *carddb.DB
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, nil, fmt.Errorf("--decks %q has an empty entry", list)
		}
		if _, err := (cards.Catalog{}).Deck(item); err == nil {
			specs, labels = append(specs, item), append(labels, item)
			continue
		} else if strings.HasPrefix(item, "deck:") {
			return nil, nil, err
		}
		st, statErr := os.Stat(item)
		if statErr != nil {
			if errors.Is(statErr, os.ErrNotExist) && !strings.ContainsAny(item, `/\.`) {
				return nil, nil, fmt.Errorf("unknown deck %q: neither a built-in deck (%s) nor a deck-list file",
					item, strings.Join(cards.Builtins(), ", "))
			}
			return nil, nil, fmt.Errorf("deck %q: %w", item, statErr)
		}
		if st.IsDir() {
			return nil, nil, fmt.Errorf("deck %q is a directory, not a deck-list file", item)
		}
		if db == nil {
			dir, err := carddb.Dir(cardsDir)
			if err != nil {
				return nil, nil, fmt.Errorf("reading deck file %s: %w", item, err)
			}
			if db, err = carddb.LoadDir(dir); err != nil {
				return nil, nil, err
			}
		}
		spec, label, err := deckFile(db, item)
		if err != nil {
			return nil, nil, err
		}
		specs, labels = append(specs, spec), append(labels, label)
	}
	return specs, labels, nil
}

// deckFile parses a deck-list file and encodes it for a game header, or
// says which of its cards Kindred does not implement.
func deckFile(db *carddb.DB, path string) (spec, label string, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", "", err
	}
	d, _, err := deck.Parse(db, path, data)
	if err != nil {
		return "", "", err
	}
	name := strings.TrimSpace(d.Name)
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	names := map[int]string{}
	for _, l := range [][]deck.Entry{d.Crypt, d.Library} {
		for _, en := range l {
			names[en.Card.ID] = db.UniqueName(en.Card)
		}
	}
	vd, err := cards.DeckFromCounts(name, d.Counts(), names)
	if err != nil {
		var ni *cards.NotImplementedError
		if errors.As(err, &ni) {
			return "", "", fmt.Errorf("deck file %s: %d cards are not implemented yet: %s",
				path, len(ni.Names)+len(ni.IDs), strings.Join(append(ni.Names, ni.IDs...), ", "))
		}
		return "", "", fmt.Errorf("deck file %s: %w", path, err)
	}
	return vtes.EncodeDeck(vd), name, nil
}
