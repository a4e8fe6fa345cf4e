package vtescmd

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"kindred/games"
	"kindred/games/gamecli"
	"kindred/vtes/carddb"
	"kindred/vtes/deck"
)

func runDeck(e *games.Env, args []string) int {
	return gamecli.Subcommands(e, "deck", args, []games.Command{
		{Name: "check", Summary: "check deck lists against the tournament rules", Run: runDeckCheck},
		{Name: "show", Summary: "print a deck list normalised (archive text or JSON)", Run: runDeckShow},
	})
}

// checkResult is one file's line in `deck check --json`.
type checkResult struct {
	File         string         `json:"file"`
	Name         string         `json:"name"`
	Crypt        []deck.CardRef `json:"crypt"`
	Library      []deck.CardRef `json:"library"`
	CryptCount   int            `json:"crypt_count"`
	LibraryCount int            `json:"library_count"`
	Legal        bool           `json:"legal"`
	Problems     []deck.Problem `json:"problems"`
	// Playable says whether Kindred implements every card of the deck;
	// Lacks lists the cards it does not implement yet.
	Playable bool            `json:"playable"`
	Lacks    []deck.CardRef  `json:"lacks"`
	Error    string          `json:"error,omitempty"`
	Format   deck.FileFormat `json:"file_format,omitempty"`
}

func runDeckCheck(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "deck check", "FILE...",
		"Checks each deck list against the tournament deck-construction rules: crypt of at least 12 cards,\n"+
			"library of 60 to 90, grouping, banned cards, and the set restriction of --format sets:….\n"+
			"Says too whether Kindred can play the deck, or which of its cards it does not implement yet.\n"+
			"Exit status: 0 every deck is legal, 1 a deck is not, 2 a file cannot be read or parsed.")
	cards := fs.String("cards", "", "`DIR` holding the official card files (default $KINDRED_CARDS)")
	formatName := fs.String("format", "standard", `deck-construction format: "standard" or "sets:ABBR,ABBR,…"`)
	asJSON := fs.Bool("json", false, "print a JSON array, one object per file")
	files, code, ok := gamecli.ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(files) == 0 {
		fmt.Fprintln(e.Stderr, "kindred deck check: no deck file given")
		fs.Usage()
		return gamecli.ExitError
	}
	format, err := deck.ParseFormat(*formatName)
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred deck check: %v\n", err)
		return gamecli.ExitError
	}
	db, ok := loadCards(e, *cards)
	if !ok {
		return gamecli.ExitError
	}
	if err := format.CheckSets(db); err != nil {
		fmt.Fprintf(e.Stderr, "kindred deck check: %v\n", err)
		return gamecli.ExitError
	}
	exit := gamecli.ExitOK
	results := make([]checkResult, 0, len(files))
	for _, f := range files {
		r := checkFile(db, format, f)
		results = append(results, r)
		switch {
		case r.Error != "":
			exit = gamecli.ExitError
		case !r.Legal && exit == gamecli.ExitOK:
			exit = gamecli.ExitProblem
		}
		if !*asJSON {
			printCheck(e, r)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(results); err != nil {
			fmt.Fprintf(e.Stderr, "kindred deck check: %v\n", err)
			return gamecli.ExitError
		}
	}
	return exit
}

func checkFile(db *carddb.DB, format deck.Format, file string) checkResult {
	r := checkResult{File: file, Problems: []deck.Problem{}, Crypt: []deck.CardRef{}, Library: []deck.CardRef{}, Lacks: []deck.CardRef{}}
	data, err := os.ReadFile(file)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	d, ff, err := deck.Parse(db, file, data)
	if err != nil {
		r.Error = err.Error()
		return r
	}
	r.Format = ff
	r.Name = d.Name
	r.Crypt, r.Library = deck.CardList(db, d.Crypt), deck.CardList(db, d.Library)
	r.CryptCount, r.LibraryCount = d.CryptCount(), d.LibraryCount()
	if ps := format.Check(d); len(ps) > 0 {
		r.Problems = ps
	}
	r.Legal = len(r.Problems) == 0
	for _, c := range append(append([]deck.CardRef(nil), r.Crypt...), r.Library...) {
		if !implemented(c.ID) {
			r.Lacks = append(r.Lacks, c)
		}
	}
	r.Playable = len(r.Lacks) == 0
	return r
}

func printCheck(e *games.Env, r checkResult) {
	switch {
	case r.Error != "":
		fmt.Fprintf(e.Stderr, "%s: error: %s\n", r.File, r.Error)
	case r.Legal:
		fmt.Fprintf(e.Stdout, "%s: legal (%s; crypt %d, library %d)\n", r.File, nameOr(r.Name), r.CryptCount, r.LibraryCount)
	default:
		fmt.Fprintf(e.Stdout, "%s: NOT legal (%s; crypt %d, library %d)\n", r.File, nameOr(r.Name), r.CryptCount, r.LibraryCount)
		for _, p := range r.Problems {
			fmt.Fprintf(e.Stdout, "  - %s\n", p.Message)
		}
	}
	if r.Error != "" {
		return
	}
	if r.Playable {
		fmt.Fprintln(e.Stdout, "  Kindred plays it: every card is implemented")
		return
	}
	names := make([]string, len(r.Lacks))
	for i, c := range r.Lacks {
		names[i] = c.Name
	}
	fmt.Fprintf(e.Stdout, "  Kindred cannot play it yet: %s not implemented: %s\n",
		plural(len(r.Lacks), "card"), strings.Join(names, ", "))
}

func nameOr(n string) string {
	if strings.TrimSpace(n) == "" {
		return "unnamed deck"
	}
	return fmt.Sprintf("%q", n)
}

func runDeckShow(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "deck show", "FILE", "Prints a deck list normalised: archive text (twd) or Kindred's JSON.")
	cards := fs.String("cards", "", "`DIR` holding the official card files (default $KINDRED_CARDS)")
	to := fs.String("to", "twd", "output format: twd or json")
	files, code, ok := gamecli.ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(files) != 1 {
		fmt.Fprintln(e.Stderr, "kindred deck show: give exactly one deck file")
		return gamecli.ExitError
	}
	if *to != "twd" && *to != "json" {
		fmt.Fprintf(e.Stderr, "kindred deck show: unknown output format %q (twd or json)\n", *to)
		return gamecli.ExitError
	}
	db, ok := loadCards(e, *cards)
	if !ok {
		return gamecli.ExitError
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred deck show: %v\n", err)
		return gamecli.ExitError
	}
	d, _, err := deck.Parse(db, files[0], data)
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred deck show: %v\n", err)
		return gamecli.ExitError
	}
	if *to == "json" {
		err = deck.WriteJSON(e.Stdout, db, d)
	} else {
		err = deck.WriteTWD(e.Stdout, d)
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred deck show: %v\n", err)
		return gamecli.ExitError
	}
	return gamecli.ExitOK
}
