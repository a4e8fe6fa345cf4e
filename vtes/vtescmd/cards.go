package vtescmd

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"kindred/games"
	"kindred/games/gamecli"
	"kindred/vtes/carddb"
	vtescards "kindred/vtes/cards"
	"kindred/vtes/coverage"
	"kindred/vtes/precons"
)

func runCards(e *games.Env, args []string) int {
	return gamecli.Subcommands(e, "cards", args, []games.Command{
		{Name: "search", Summary: "print the facts of the cards whose name contains TEXT", Run: runCardsSearch},
		{Name: "coverage", Summary: "how much of the tournament archive the implemented cards cover, and which cards next", Run: runCardsCoverage},
		{Name: "precons", Summary: "the preconstructed decks printed since 2019 and how much of them is implemented", Run: runCardsPrecons},
	})
}

func runCardsCoverage(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "cards coverage", "", "Reports the cards Kindred implements (crypt, library), the share of the crypt and library\n"+
		"card slots of the tournament archive decks dated --since or later that they cover, how many of\n"+
		"those decks are fully playable, and the most played cards not implemented yet.\n"+
		"With --plan N, lists instead the next N cards to implement, in the order that makes the most\n"+
		"archive decks fully playable soonest, each with the decks it completes; --after-precons\n"+
		"first adds every card of the preconstructed decks printed since 2019 (kindred cards precons).")
	cards := fs.String("cards", "", "`DIR` holding the official card files (default $KINDRED_CARDS)")
	twda := fs.String("twda", "", "the archive's twda.json `FILE` (default: twda.json in the card directory)")
	since := fs.String("since", "2020-01-01", "count the archive decks dated on or after this `DATE`")
	top := fs.Int("top", 30, "how many missing cards to list")
	plan := fs.Int("plan", 0, "list the next `N` cards to implement instead")
	afterPrecons := fs.Bool("after-precons", false, "with --plan: first add every card of the preconstructed decks")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	rest, code, ok := gamecli.ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		fmt.Fprintf(e.Stderr, "kindred cards coverage: unexpected argument %q\n", rest[0])
		return gamecli.ExitError
	}
	if *plan < 0 || *top < 0 {
		fmt.Fprintln(e.Stderr, "kindred cards coverage: --plan and --top take a number of cards, 0 or more")
		return gamecli.ExitError
	}
	if *afterPrecons && *plan == 0 {
		fmt.Fprintln(e.Stderr, "kindred cards coverage: --after-precons goes with --plan N")
		return gamecli.ExitError
	}
	db, ok := loadCards(e, *cards)
	if !ok {
		return gamecli.ExitError
	}
	path := *twda
	if path == "" {
		dir, _ := carddb.Dir(*cards)
		path = filepath.Join(dir, "twda.json")
	}
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred cards coverage: %v (give the archive with --twda FILE)\n", err)
		return gamecli.ExitError
	}
	decks, err := coverage.ReadArchive(f, *since)
	f.Close()
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred cards coverage: %s: %v\n", path, err)
		return gamecli.ExitError
	}
	var rep interface{ WriteText(io.Writer) error }
	if *plan > 0 {
		var first []int
		if *afterPrecons {
			first = precons.CardIDs()
		}
		rep = coverage.MakePlan(decks, db, implemented, *since, first, *plan)
	} else {
		rep = coverage.Measure(decks, db, implemented, *since, *top)
	}
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		err = enc.Encode(rep)
	} else {
		err = rep.WriteText(e.Stdout)
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "kindred cards coverage: %v\n", err)
		return gamecli.ExitError
	}
	return gamecli.ExitOK
}

// implemented reports whether Kindred implements the card with that id.
func implemented(id int) bool {
	_, ok := vtescards.ByID(id)
	return ok
}

func runCardsSearch(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "cards search", "TEXT", "Prints the facts of every card whose name (or aka) contains TEXT,\n"+
		"ignoring case and accents. Card text is read from the card files, never stored by Kindred.")
	cards := fs.String("cards", "", "`DIR` holding the official card files (default $KINDRED_CARDS)")
	asJSON := fs.Bool("json", false, "print a JSON array of cards")
	words, code, ok := gamecli.ParseFlags(fs, args)
	if !ok {
		return code
	}
	text := strings.TrimSpace(strings.Join(words, " "))
	if text == "" {
		fmt.Fprintln(e.Stderr, "kindred cards search: give the text to search for")
		return gamecli.ExitError
	}
	db, ok := loadCards(e, *cards)
	if !ok {
		return gamecli.ExitError
	}
	found := db.Search(text)
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if found == nil {
			found = []*carddb.Card{}
		}
		if err := enc.Encode(found); err != nil {
			fmt.Fprintf(e.Stderr, "kindred cards search: %v\n", err)
			return gamecli.ExitError
		}
		return gamecli.ExitOK
	}
	if len(found) == 0 {
		msg := fmt.Sprintf("no card name contains %q", text)
		if s := db.Suggest(text, 3); len(s) > 0 {
			msg += " (did you mean " + strings.Join(s, ", ") + "?)"
		}
		fmt.Fprintln(e.Stderr, msg)
		return gamecli.ExitProblem
	}
	for i, c := range found {
		if i > 0 {
			fmt.Fprintln(e.Stdout)
		}
		printCard(e.Stdout, db, c)
	}
	return gamecli.ExitOK
}

// printCard writes a card's facts, one per line.
func printCard(w io.Writer, db *carddb.DB, c *carddb.Card) {
	line := func(label, value string) {
		if value != "" {
			fmt.Fprintf(w, "  %-12s %s\n", label+":", value)
		}
	}
	fmt.Fprintf(w, "%s  [%d]\n", db.UniqueName(c), c.ID)
	line("Type", strings.Join(c.Types, "/"))
	line("Aka", strings.Join(c.Aka, "; "))
	line("Clan", strings.Join(c.Clans, "/"))
	line("Path", c.Path)
	if c.Kind == carddb.Crypt {
		group := "ANY"
		if c.Group != carddb.AnyGroup {
			group = fmt.Sprint(c.Group)
		}
		line("Group", group)
		line("Capacity", fmt.Sprint(c.Capacity))
	}
	var ds []string
	for _, d := range c.Disciplines {
		ds = append(ds, d.String())
	}
	sep := " "
	if c.Kind == carddb.Library {
		sep = " or "
		if c.RequiresAllDisciplines {
			sep = " and "
		}
	}
	line("Disciplines", strings.Join(ds, sep))
	line("Title", c.Title)
	line("Sect", c.Sect)
	line("Pool cost", c.PoolCost.String())
	line("Blood cost", c.BloodCost.String())
	line("Conviction", c.ConvictionCost.String())
	if c.BurnOption {
		line("Burn option", "yes")
	}
	line("Capacity", c.LibraryCapacity)
	if c.Banned != "" {
		line("Banned", c.Banned)
	}
	var sets []string
	for _, p := range c.Printings {
		s := p.Set
		switch {
		case p.Precon != "":
			s += fmt.Sprintf(":%s%d", p.Precon, p.Count)
		case p.Date != "":
			s += ":" + p.Date
		case p.Rarity != "" || p.Count > 0:
			s += ":" + p.Rarity
			if p.Count > 0 {
				s += fmt.Sprint(p.Count)
			}
		}
		sets = append(sets, s)
	}
	line("Sets", strings.Join(sets, ", "))
	line("Artist", strings.Join(c.Artists, "; "))
	if c.Text != "" {
		fmt.Fprintf(w, "  %s\n", strings.ReplaceAll(c.Text, "\n", "\n  "))
	}
}
