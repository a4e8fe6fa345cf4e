package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"kindred/vtes/carddb"
	"kindred/vtes/deck"
)

func runDeck(e *env, args []string) int {
	return subcommands(e, "deck", args, []command{
		{"check", "check deck lists against the tournament rules", runDeckCheck},
		{"show", "print a deck list normalised (archive text or JSON)", runDeckShow},
	})
}

// loadCards loads the card list from --cards or $KINDRED_CARDS, reporting
// failures on stderr.
func loadCards(e *env, flagValue string) (*carddb.DB, bool) {
	dir, err := carddb.Dir(flagValue)
	if err == nil {
		var db *carddb.DB
		if db, err = carddb.LoadDir(dir); err == nil {
			return db, true
		}
	}
	fmt.Fprintf(e.stderr, "kindred: %v\n", err)
	return nil, false
}

// checkResult is one file's line in `deck check --json`.
type checkResult struct {
	File         string          `json:"file"`
	Name         string          `json:"name"`
	Crypt        []deck.CardRef  `json:"crypt"`
	Library      []deck.CardRef  `json:"library"`
	CryptCount   int             `json:"crypt_count"`
	LibraryCount int             `json:"library_count"`
	Legal        bool            `json:"legal"`
	Problems     []deck.Problem  `json:"problems"`
	Error        string          `json:"error,omitempty"`
	Format       deck.FileFormat `json:"file_format,omitempty"`
}

func runDeckCheck(e *env, args []string) int {
	fs := newFlags(e, "deck check", "FILE...",
		"Checks each deck list against the tournament deck-construction rules: crypt of at least 12 cards,\n"+
			"library of 60 to 90, grouping, banned cards, and the set restriction of --format sets:….\n"+
			"Exit status: 0 every deck is legal, 1 a deck is not, 2 a file cannot be read or parsed.")
	cards := fs.String("cards", "", "`DIR` holding the official card files (default $KINDRED_CARDS)")
	formatName := fs.String("format", "standard", `deck-construction format: "standard" or "sets:ABBR,ABBR,…"`)
	asJSON := fs.Bool("json", false, "print a JSON array, one object per file")
	files, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	if len(files) == 0 {
		fmt.Fprintln(e.stderr, "kindred deck check: no deck file given")
		fs.Usage()
		return exitError
	}
	format, err := deck.ParseFormat(*formatName)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred deck check: %v\n", err)
		return exitError
	}
	db, ok := loadCards(e, *cards)
	if !ok {
		return exitError
	}
	if err := format.CheckSets(db); err != nil {
		fmt.Fprintf(e.stderr, "kindred deck check: %v\n", err)
		return exitError
	}
	exit := exitOK
	results := make([]checkResult, 0, len(files))
	for _, f := range files {
		r := checkFile(db, format, f)
		results = append(results, r)
		switch {
		case r.Error != "":
			exit = exitError
		case !r.Legal && exit == exitOK:
			exit = exitProblem
		}
		if !*asJSON {
			printCheck(e, r)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(results); err != nil {
			fmt.Fprintf(e.stderr, "kindred deck check: %v\n", err)
			return exitError
		}
	}
	return exit
}

func checkFile(db *carddb.DB, format deck.Format, file string) checkResult {
	r := checkResult{File: file, Problems: []deck.Problem{}, Crypt: []deck.CardRef{}, Library: []deck.CardRef{}}
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
	return r
}

func printCheck(e *env, r checkResult) {
	switch {
	case r.Error != "":
		fmt.Fprintf(e.stderr, "%s: error: %s\n", r.File, r.Error)
	case r.Legal:
		fmt.Fprintf(e.stdout, "%s: legal (%s; crypt %d, library %d)\n", r.File, nameOr(r.Name), r.CryptCount, r.LibraryCount)
	default:
		fmt.Fprintf(e.stdout, "%s: NOT legal (%s; crypt %d, library %d)\n", r.File, nameOr(r.Name), r.CryptCount, r.LibraryCount)
		for _, p := range r.Problems {
			fmt.Fprintf(e.stdout, "  - %s\n", p.Message)
		}
	}
}

func nameOr(n string) string {
	if strings.TrimSpace(n) == "" {
		return "unnamed deck"
	}
	return fmt.Sprintf("%q", n)
}

func runDeckShow(e *env, args []string) int {
	fs := newFlags(e, "deck show", "FILE", "Prints a deck list normalised: archive text (twd) or Kindred's JSON.")
	cards := fs.String("cards", "", "`DIR` holding the official card files (default $KINDRED_CARDS)")
	to := fs.String("to", "twd", "output format: twd or json")
	files, code, ok := parseFlags(fs, args)
	if !ok {
		return code
	}
	if len(files) != 1 {
		fmt.Fprintln(e.stderr, "kindred deck show: give exactly one deck file")
		return exitError
	}
	if *to != "twd" && *to != "json" {
		fmt.Fprintf(e.stderr, "kindred deck show: unknown output format %q (twd or json)\n", *to)
		return exitError
	}
	db, ok := loadCards(e, *cards)
	if !ok {
		return exitError
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred deck show: %v\n", err)
		return exitError
	}
	d, _, err := deck.Parse(db, files[0], data)
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred deck show: %v\n", err)
		return exitError
	}
	if *to == "json" {
		err = deck.WriteJSON(e.stdout, db, d)
	} else {
		err = deck.WriteTWD(e.stdout, d)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "kindred deck show: %v\n", err)
		return exitError
	}
	return exitOK
}
