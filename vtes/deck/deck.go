// Package deck reads and writes V:TES deck lists in the formats players use
// (the tournament archive's text, Lackey, JOL, deck-builder text exports,
// JSON) and checks them against the tournament deck-construction rules.
package deck

import (
	"fmt"
	"sort"

	"kindred/vtes/carddb"
)

// Deck is a parsed deck list: a crypt and a library of resolved cards, and
// what the file says about the deck.
type Deck struct {
	Name        string
	Author      string
	Description string // free text and comments outside the card lists
	Event       *Event // set for tournament archive decks
	Crypt       []Entry
	Library     []Entry
	// DeclaredCrypt and DeclaredLibrary are the totals the file's headings
	// state ("Crypt (12 cards)"), 0 when it states none.
	DeclaredCrypt, DeclaredLibrary int
}

// Event is the tournament header of an archive deck.
type Event struct {
	Name    string
	Place   string
	Date    string
	Rounds  string // "3R+F"
	Players int
	Winner  string
	URL     string
}

// Entry is a card of the deck and how many copies it holds.
type Entry struct {
	Card    *carddb.Card
	Count   int
	Comment string // the text after "--" on the card's line, if any
}

// CryptCount returns the number of crypt cards.
func (d *Deck) CryptCount() int { return total(d.Crypt) }

// LibraryCount returns the number of library cards.
func (d *Deck) LibraryCount() int { return total(d.Library) }

func total(es []Entry) int {
	n := 0
	for _, e := range es {
		n += e.Count
	}
	return n
}

// add puts count copies of c in the crypt or the library, by the card's
// kind, merging with an entry of the same card.
func (d *Deck) add(c *carddb.Card, count int, comment string) {
	list := &d.Library
	if c.Kind == carddb.Crypt {
		list = &d.Crypt
	}
	for i := range *list {
		if (*list)[i].Card == c {
			(*list)[i].Count += count
			if comment != "" && (*list)[i].Comment == "" {
				(*list)[i].Comment = comment
			}
			return
		}
	}
	*list = append(*list, Entry{Card: c, Count: count, Comment: comment})
}

// Counts returns the deck's cards as VEKN id → copies, crypt and library
// together.
func (d *Deck) Counts() map[int]int {
	m := make(map[int]int, len(d.Crypt)+len(d.Library))
	for _, e := range d.Crypt {
		m[e.Card.ID] += e.Count
	}
	for _, e := range d.Library {
		m[e.Card.ID] += e.Count
	}
	return m
}

// SortCrypt orders the crypt the way the archive does: most copies first,
// then highest capacity, then name.
func (d *Deck) SortCrypt() {
	sort.SliceStable(d.Crypt, func(i, j int) bool {
		a, b := d.Crypt[i], d.Crypt[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		if a.Card.Capacity != b.Card.Capacity {
			return a.Card.Capacity > b.Card.Capacity
		}
		return a.Card.Name < b.Card.Name
	})
}

// ParseError is a deck file problem at one line.
type ParseError struct {
	File string // file name, "" when parsing from memory
	Line int    // 1-based line number, 0 when the problem is the whole file
	Text string // the offending line
	Err  error
}

func (e *ParseError) Error() string {
	where := e.File
	if where == "" {
		where = "deck"
	}
	if e.Line > 0 {
		where = fmt.Sprintf("%s line %d", where, e.Line)
	}
	if e.Text != "" {
		return fmt.Sprintf("%s: %v: %q", where, e.Err, e.Text)
	}
	return fmt.Sprintf("%s: %v", where, e.Err)
}

func (e *ParseError) Unwrap() error { return e.Err }
