package rivalsgame

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"

	"kindred/games"
	"kindred/games/gamecli"
	"kindred/rivals"
	"kindred/rivals/carddata"
	"kindred/rivals/cards"
)

var _ games.Commander = Game{}

// Commands contributes `kindred cards rivals …` (also `kindred cards
// coverage rivals`: games.Registry.Command).
func (Game) Commands() []games.Command {
	return []games.Command{{Name: "cards", Summary: "Rivals' cards: coverage (implemented / total per set)", Run: runCards}}
}

func runCards(e *games.Env, args []string) int {
	return gamecli.Subcommands(e, "cards rivals", args, []games.Command{
		{Name: "coverage", Summary: "the Rivals cards implemented / total, per set and per kind, and the cards missing", Run: runCoverage},
	})
}

// SetCoverage is how much of one set is implemented.
type SetCoverage struct {
	Set         string         `json:"set"`
	Implemented int            `json:"implemented"`
	Total       int            `json:"total"`
	ByKind      map[string]int `json:"implemented_by_kind"`
	TotalByKind map[string]int `json:"total_by_kind"`
	// Missing names the cards of the set not implemented, with what is
	// missing of their text when the rules define the card.
	Missing []string `json:"missing"`
}

// stackKind names a card data stack for people.
var stackKind = map[carddata.Stack]string{carddata.Faction: "vampires", carddata.Library: "library",
	carddata.Haven: "havens", carddata.Agenda: "agendas", carddata.City: "city", carddata.Monster: "monsters"}

func kindName(k rivals.Kind) string {
	switch k {
	case rivals.KindVampire:
		return "vampires"
	case rivals.KindLibrary:
		return "library"
	case rivals.KindHaven:
		return "havens"
	case rivals.KindAgenda:
		return "agendas"
	}
	return "city"
}

// Coverage measures the implemented cards against the sets of the card
// data db (its canonical entries), or, with db nil, against the cards
// the rules define (the Core set).
func Coverage(db *carddata.DB) []SetCoverage {
	defined := map[string]*rivals.CardDef{}
	for _, c := range cards.All() {
		defined[c.ID] = c
	}
	add := func(sc *SetCoverage, id, name, kind string) {
		sc.Total++
		sc.TotalByKind[kind]++
		if d, ok := defined[id]; ok && d.Missing == "" {
			sc.Implemented++
			sc.ByKind[kind]++
			return
		}
		if d, ok := defined[id]; ok {
			name += " (" + d.Missing + ")"
		}
		sc.Missing = append(sc.Missing, name)
	}
	newSet := func(s string) *SetCoverage {
		return &SetCoverage{Set: s, ByKind: map[string]int{}, TotalByKind: map[string]int{}, Missing: []string{}}
	}
	if db == nil {
		sc := newSet("Core")
		for _, c := range cards.All() {
			add(sc, c.ID, c.Name, kindName(c.Kind))
		}
		return []SetCoverage{*sc}
	}
	var order []string
	sets := map[string]*SetCoverage{}
	for _, c := range db.Canonical() {
		for _, s := range c.Sets {
			if sets[s] == nil {
				sets[s] = newSet(s)
				order = append(order, s)
			}
			add(sets[s], c.ID, c.Name, stackKind[c.Stack])
		}
	}
	out := make([]SetCoverage, 0, len(order))
	for _, s := range order {
		sort.Strings(sets[s].Missing)
		out = append(out, *sets[s])
	}
	// The sets begun first, then the file's order.
	sort.SliceStable(out, func(i, j int) bool { return out[i].Implemented > 0 && out[j].Implemented == 0 })
	return out
}

func runCoverage(e *games.Env, args []string) int {
	fs := gamecli.NewFlags(e, "cards rivals coverage", "", "Reports the Rivals cards Kindred implements, per set and per kind (vampires, library,\n"+
		"havens, agendas, city), and names the cards missing. With --data, every set of the card\n"+
		"data file (its canonical entries); without, the cards the rules define (the Core set).")
	data := fs.String("data", "", "the Rivals card data `FILE` (cards.json, as in ../shared/data/rivals)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	rest, code, ok := gamecli.ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		fmt.Fprintf(e.Stderr, "kindred cards rivals coverage: unexpected argument %q\n", rest[0])
		return gamecli.ExitError
	}
	var db *carddata.DB
	if *data != "" {
		if _, err := os.Stat(*data); err != nil {
			fmt.Fprintf(e.Stderr, "kindred cards rivals coverage: %v\n", err)
			return gamecli.ExitError
		}
		var err error
		if db, err = carddata.LoadFile(*data); err != nil {
			fmt.Fprintf(e.Stderr, "kindred cards rivals coverage: %v\n", err)
			return gamecli.ExitError
		}
	}
	rep := Coverage(db)
	if *asJSON {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return gamecli.ExitError
		}
		return gamecli.ExitOK
	}
	for _, s := range rep {
		fmt.Fprintf(e.Stdout, "%-20s %4d / %4d implemented", s.Set, s.Implemented, s.Total)
		for _, k := range []string{"vampires", "library", "havens", "agendas", "city", "monsters"} {
			if s.TotalByKind[k] > 0 {
				fmt.Fprintf(e.Stdout, "  %s %d/%d", k, s.ByKind[k], s.TotalByKind[k])
			}
		}
		fmt.Fprintln(e.Stdout)
		if s.Implemented > 0 { // a set begun: what it still lacks
			for _, m := range s.Missing {
				fmt.Fprintf(e.Stdout, "    missing: %s\n", m)
			}
		}
	}
	return gamecli.ExitOK
}
