package vtescmd

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"kindred/games"
	"kindred/games/gamecli"
	"kindred/vtes/carddb"
	"kindred/vtes/precons"
)

// preconLine is one deck of `cards precons`.
type preconLine struct {
	Name         string `json:"name"`
	Title        string `json:"title"`
	Set          string `json:"set"`
	Precon       string `json:"precon"`
	CryptCount   int    `json:"crypt_count"`
	LibraryCount int    `json:"library_count"`
	Cards        int    `json:"cards"`       // distinct cards
	Implemented  int    `json:"implemented"` // distinct cards Kindred implements
	Playable     bool   `json:"playable"`
	Missing      []int  `json:"missing"` // ids of the cards not implemented
	// MissingNames are the missing cards' names, with --cards.
	MissingNames []string `json:"missing_names,omitempty"`
}

// preconReport is the whole of `cards precons --json`.
type preconReport struct {
	Decks       []preconLine `json:"decks"`
	Cards       int          `json:"cards"`       // distinct cards of every deck
	Implemented int          `json:"implemented"` // of which Kindred implements
	Playable    int          `json:"playable"`    // decks with every card implemented
}

func runCardsPrecons(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "cards precons", "[NAME...]",
		"Lists the preconstructed decks printed since 2019 (package vtes/precons) with their stable names,\n"+
			"sizes and how many of their distinct cards Kindred implements; the given decks only if NAMEs are\n"+
			"given. The lists are built in: no card files are needed, but --missing names the missing\n"+
			"cards from them.")
	cards := fs.String("cards", "", "`DIR` holding the official card files, to name missing cards (default $KINDRED_CARDS)")
	missing := fs.Bool("missing", false, "list each deck's cards not implemented yet")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	names, code, ok := gamecli.ParseFlags(fs, args)
	if !ok {
		return code
	}
	decks := precons.All()
	if len(names) > 0 {
		decks = nil
		for _, n := range names {
			d, ok := precons.ByName(n)
			if !ok {
				fmt.Fprintf(e.Stderr, "kindred cards precons: no deck %q (decks: %s)\n", n, strings.Join(precons.Names(), ", "))
				return gamecli.ExitError
			}
			decks = append(decks, d)
		}
	}
	var db *carddb.DB
	if *missing {
		if db, ok = loadCards(e, *cards); !ok {
			return gamecli.ExitError
		}
	}
	rep := preconReport{Decks: []preconLine{}}
	all := map[int]bool{}
	for _, d := range decks {
		l := preconLine{Name: d.Name, Title: d.Title, Set: d.Set, Precon: d.Precon,
			CryptCount: d.CryptCount(), LibraryCount: d.LibraryCount(), Missing: []int{}}
		counts := d.Counts()
		for id := range counts {
			all[id] = true
			l.Cards++
			if implemented(id) {
				l.Implemented++
			} else {
				l.Missing = append(l.Missing, id)
			}
		}
		sort.Ints(l.Missing)
		if db != nil {
			for _, id := range l.Missing {
				l.MissingNames = append(l.MissingNames, cardName(db, id))
			}
		}
		l.Playable = len(l.Missing) == 0
		if l.Playable {
			rep.Playable++
		}
		rep.Decks = append(rep.Decks, l)
	}
	for id := range all {
		rep.Cards++
		if implemented(id) {
			rep.Implemented++
		}
	}
	var err error
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		err = enc.Encode(rep)
	} else {
		err = rep.writeText(e.Stdout, *missing)
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred cards precons: %v\n", err)
		return gamecli.ExitError
	}
	return gamecli.ExitOK
}

func (r *preconReport) writeText(w io.Writer, missing bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-37s %-44s %5s %7s %5s %11s\n", "NAME", "DECK", "CRYPT", "LIBRARY", "CARDS", "IMPLEMENTED")
	for _, l := range r.Decks {
		fmt.Fprintf(&b, "%-37s %-44s %5d %7d %5d %5d (%3.0f%%)\n", l.Name, l.Title, l.CryptCount, l.LibraryCount,
			l.Cards, l.Implemented, 100*float64(l.Implemented)/float64(l.Cards))
		if missing && len(l.MissingNames) > 0 {
			fmt.Fprintf(&b, "    missing: %s\n", strings.Join(l.MissingNames, ", "))
		}
	}
	fmt.Fprintf(&b, "%s, %d fully playable; %d distinct cards, %d implemented, %d not yet\n",
		plural(len(r.Decks), "deck"), r.Playable, r.Cards, r.Implemented, r.Cards-r.Implemented)
	_, err := io.WriteString(w, b.String())
	return err
}

// cardName is a card's unique name, or its id if the card files lack it.
func cardName(db *carddb.DB, id int) string {
	if c, ok := db.Card(id); ok {
		return db.UniqueName(c)
	}
	return fmt.Sprint(id)
}

// plural writes a count with its noun: "1 deck", "41 decks".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
