package deck

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"kindred/vtes/carddb"
)

// Format is a deck-construction format: the tournament rules, optionally
// restricted to the cards printed in some sets.
type Format struct {
	Name string
	// Sets, when not empty, restricts decks to cards with a printing in
	// one of these sets (abbreviations as in vtessets.csv).
	Sets []string
	// MinCrypt, MinLibrary and MaxLibrary are the size limits.
	MinCrypt, MinLibrary, MaxLibrary int
}

// Standard is the V:EKN tournament format: crypt of at least 12 cards,
// library of 60 to 90, grouping, no banned card (rules/vtes.md §1.1, §14.1
// C1).
var Standard = Format{Name: "standard", MinCrypt: 12, MinLibrary: 60, MaxLibrary: 90}

// ParseFormat reads a --format value: "standard", or "sets:NB,NB2,V5" for
// the standard rules restricted to cards printed in those sets.
func ParseFormat(s string) (Format, error) {
	name, sets, hasSets := strings.Cut(strings.TrimSpace(s), ":")
	switch {
	case strings.EqualFold(name, "standard") && !hasSets:
		return Standard, nil
	case strings.EqualFold(name, "sets") && hasSets:
		f := Standard
		f.Name = "sets:" + sets
		for _, abbr := range strings.Split(sets, ",") {
			if abbr = strings.TrimSpace(abbr); abbr != "" {
				f.Sets = append(f.Sets, abbr)
			}
		}
		if len(f.Sets) == 0 {
			return Format{}, fmt.Errorf("format %q names no set", s)
		}
		return f, nil
	}
	return Format{}, fmt.Errorf("unknown format %q: use \"standard\" or \"sets:ABBR,ABBR,…\"", s)
}

// CheckSets reports set abbreviations of the format that db does not know.
func (f Format) CheckSets(db *carddb.DB) error {
	known := map[string]bool{}
	for _, s := range db.Sets() {
		known[strings.ToLower(s.Abbrev)] = true
	}
	var unknown []string
	for _, s := range f.Sets {
		if !known[strings.ToLower(s)] {
			unknown = append(unknown, s)
		}
	}
	if len(unknown) > 0 {
		return fmt.Errorf("format %s: unknown set %s", f.Name, strings.Join(unknown, ", "))
	}
	return nil
}

// Problem is one way a deck breaks the format's rules.
type Problem struct {
	Rule    string   `json:"rule"`    // "crypt-size", "library-size", "grouping", "banned", "format"
	Message string   `json:"message"` // in words, naming the cards concerned
	Cards   []string `json:"cards,omitempty"`
}

// Check returns every rule of the format the deck breaks; none means the
// deck is legal.
func (f Format) Check(d *Deck) []Problem {
	var ps []Problem
	if n := d.CryptCount(); n < f.MinCrypt {
		ps = append(ps, Problem{Rule: "crypt-size", Message: fmt.Sprintf("the crypt has %d cards; it needs at least %d", n, f.MinCrypt)})
	}
	if n := d.LibraryCount(); n < f.MinLibrary || n > f.MaxLibrary {
		ps = append(ps, Problem{Rule: "library-size", Message: fmt.Sprintf("the library has %d cards; it needs %d to %d", n, f.MinLibrary, f.MaxLibrary)})
	}
	if p, ok := grouping(d); !ok {
		ps = append(ps, p)
	}
	for _, e := range append(append([]Entry(nil), d.Crypt...), d.Library...) {
		if e.Card.Banned != "" {
			ps = append(ps, Problem{Rule: "banned", Message: fmt.Sprintf("%s is banned (since %s)", e.Card.Name, isoDate(e.Card.Banned)), Cards: []string{e.Card.Name}})
		}
	}
	if p, ok := f.inSets(d); !ok {
		ps = append(ps, p)
	}
	return ps
}

// grouping checks that the crypt's vampires come from one group or two
// consecutive groups; "ANY" fits every group (rules/vtes.md §1.1).
func grouping(d *Deck) (Problem, bool) {
	byGroup := map[int][]string{}
	for _, e := range d.Crypt {
		if g := e.Card.Group; g != carddb.AnyGroup && g > 0 {
			byGroup[g] = append(byGroup[g], e.Card.Name)
		}
	}
	if len(byGroup) == 0 {
		return Problem{}, true
	}
	groups := make([]int, 0, len(byGroup))
	for g := range byGroup {
		groups = append(groups, g)
	}
	sort.Ints(groups)
	if groups[len(groups)-1]-groups[0] <= 1 {
		return Problem{}, true
	}
	var parts, cards []string
	for _, g := range groups {
		parts = append(parts, fmt.Sprintf("group %d (%s)", g, strings.Join(byGroup[g], ", ")))
		cards = append(cards, byGroup[g]...)
	}
	return Problem{Rule: "grouping", Cards: cards,
		Message: "the crypt mixes " + strings.Join(parts, ", ") + "; a crypt may use only one group or two consecutive groups"}, false
}

// inSets checks a set-restricted format.
func (f Format) inSets(d *Deck) (Problem, bool) {
	if len(f.Sets) == 0 {
		return Problem{}, true
	}
	allowed := map[string]bool{}
	for _, s := range f.Sets {
		allowed[strings.ToLower(s)] = true
	}
	var out []string
	for _, e := range append(append([]Entry(nil), d.Crypt...), d.Library...) {
		ok := false
		for _, p := range e.Card.Printings {
			if allowed[strings.ToLower(p.Set)] {
				ok = true
				break
			}
		}
		if !ok {
			out = append(out, e.Card.Name)
		}
	}
	if len(out) == 0 {
		return Problem{}, true
	}
	return Problem{Rule: "format", Cards: out,
		Message: fmt.Sprintf("not printed in %s: %s", strings.Join(f.Sets, ", "), strings.Join(out, ", "))}, false
}

// isoDate writes YYYYMMDD as YYYY-MM-DD.
func isoDate(s string) string {
	if len(s) == 8 {
		if _, err := strconv.Atoi(s); err == nil {
			return s[:4] + "-" + s[4:6] + "-" + s[6:]
		}
	}
	return s
}
