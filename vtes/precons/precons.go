// Package precons holds the preconstructed decks printed since 2019 (41
// decks: First Blood, Sabbat Preconstructed, Fifth Edition and its Anarch
// and Companion boxes, New Blood I to III, Sabbat V5) as data: each deck's
// stable name, its product, and its cards as VEKN ids with their counts.
//
// The lists are extracted from the official card files (the Set column's
// precon abbreviations with counts, "V5:PL2", and vtesbundles.csv for the
// deck names) by `go generate ./vtes/precons` into decks_gen.go, so the
// built-in decks play without the card files; no card text or card name is
// stored. TestGeneratedMatchesCardFiles regenerates the file in memory
// from ../shared and fails on any difference.
//
// A deck's name is the set abbreviation and the bundle's name, lowercased,
// every run of other characters than letters and digits turned into one
// hyphen: V5 "Lasombra" is v5-lasombra, NB3 "Hecata" nb3-hecata, SV5 "Path
// of Caine" sv5-path-of-caine, V5A "Banu Haqim" v5a-banu-haqim. The name
// changes only if the card files rename the set or the bundle.
package precons

//go:generate go run ./gen -o decks_gen.go

import (
	"bytes"
	"fmt"
	"go/format"
	"sort"
	"strings"

	"kindred/vtes/carddb"
)

// Since is the first release date (YYYYMMDD) of the sets whose
// preconstructed decks this package holds.
const Since = "20190101"

// Deck is one preconstructed deck.
type Deck struct {
	Name    string // stable name: "v5-lasombra"
	Title   string // product and deck: "Fifth Edition: Lasombra"
	Set     string // set abbreviation in the card files: "V5"
	Precon  string // precon abbreviation in the card files: "PL"
	Crypt   []Card // sorted by id
	Library []Card // sorted by id
}

// Card is a card of a deck: its VEKN id and how many copies the deck holds.
type Card struct {
	ID, Count int
}

// CryptCount and LibraryCount are the numbers of cards of each part.
func (d *Deck) CryptCount() int   { return total(d.Crypt) }
func (d *Deck) LibraryCount() int { return total(d.Library) }

// Counts returns the deck's cards as VEKN id → count.
func (d *Deck) Counts() map[int]int {
	m := make(map[int]int, len(d.Crypt)+len(d.Library))
	for _, c := range d.Crypt {
		m[c.ID] += c.Count
	}
	for _, c := range d.Library {
		m[c.ID] += c.Count
	}
	return m
}

func total(cs []Card) int {
	n := 0
	for _, c := range cs {
		n += c.Count
	}
	return n
}

// All returns every deck, by set release then name. The decks must not be
// modified.
func All() []Deck { return decks }

// ByName returns the deck with that stable name.
func ByName(name string) (Deck, bool) {
	for _, d := range decks {
		if d.Name == name {
			return d, true
		}
	}
	return Deck{}, false
}

// Names returns the stable names of every deck, in All's order.
func Names() []string {
	out := make([]string, len(decks))
	for i, d := range decks {
		out[i] = d.Name
	}
	return out
}

// CardIDs returns the distinct cards of every deck, sorted.
func CardIDs() []int {
	seen := map[int]bool{}
	var out []int
	for _, d := range decks {
		for id := range d.Counts() {
			if !seen[id] {
				seen[id] = true
				out = append(out, id)
			}
		}
	}
	sort.Ints(out)
	return out
}

// Slug gives a deck's stable name from its set abbreviation and bundle
// name (see the package comment).
func Slug(set, bundle string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range strings.ToLower(set + " " + bundle) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(r)
			continue
		}
		hyphen = true
	}
	return b.String()
}

// FromCardFiles extracts the preconstructed decks of every set released
// on or after Since from the card files: a set's decks are the precon
// abbreviations its cards' printings name ("V5:PL2": two copies in the
// Fifth Edition Lasombra deck), named by vtesbundles.csv.
func FromCardFiles(db *carddb.DB) ([]Deck, error) {
	sets := append([]carddb.Set(nil), db.Sets()...)
	sort.SliceStable(sets, func(i, j int) bool { return sets[i].Released < sets[j].Released })
	var out []Deck
	for _, s := range sets {
		if s.Released < Since {
			continue
		}
		byPrecon := map[string]*Deck{}
		for _, c := range db.Cards() {
			for _, p := range c.Printings {
				if p.Set != s.Abbrev || p.Precon == "" {
					continue
				}
				d := byPrecon[p.Precon]
				if d == nil {
					bundle := db.PreconName(s.Abbrev, p.Precon)
					if bundle == "" {
						return nil, fmt.Errorf("%s:%s (card %d) names a precon the bundles file (%s) lacks",
							s.Abbrev, p.Precon, c.ID, carddb.BundlesFile)
					}
					d = &Deck{Name: Slug(s.Abbrev, bundle), Title: s.Name + ": " + bundle, Set: s.Abbrev, Precon: p.Precon}
					byPrecon[p.Precon] = d
				}
				if p.Count < 1 {
					return nil, fmt.Errorf("card %d: %s:%s has no copy count", c.ID, s.Abbrev, p.Precon)
				}
				entry := Card{ID: c.ID, Count: p.Count}
				if c.Kind == carddb.Crypt {
					d.Crypt = append(d.Crypt, entry)
				} else {
					d.Library = append(d.Library, entry)
				}
			}
		}
		var ds []Deck
		for _, d := range byPrecon {
			ds = append(ds, *d)
		}
		sort.Slice(ds, func(i, j int) bool { return ds[i].Name < ds[j].Name })
		out = append(out, ds...)
	}
	seen := map[string]bool{}
	for _, d := range out {
		if seen[d.Name] {
			return nil, fmt.Errorf("two preconstructed decks are named %q", d.Name)
		}
		seen[d.Name] = true
	}
	return out, nil
}

// Generate writes the Go source of decks_gen.go for the given decks.
func Generate(ds []Deck) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go generate ./vtes/precons from the official card files; DO NOT EDIT.\n\n")
	b.WriteString("package precons\n\n")
	b.WriteString("// decks are the preconstructed decks: VEKN ids and counts only.\n")
	b.WriteString("var decks = []Deck{\n")
	for _, d := range ds {
		fmt.Fprintf(&b, "{Name: %q, Title: %q, Set: %q, Precon: %q,\n", d.Name, d.Title, d.Set, d.Precon)
		writeCards(&b, "Crypt", d.Crypt)
		writeCards(&b, "Library", d.Library)
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

func writeCards(b *bytes.Buffer, field string, cs []Card) {
	fmt.Fprintf(b, "%s: []Card{", field)
	for i, c := range cs {
		if i%6 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "{%d, %d}, ", c.ID, c.Count)
	}
	b.WriteString("\n},\n")
}
