// Package coverage measures how much of the V:TES card pool players use
// the engine implements: the yardstick of every card batch (issue 4). It
// reads the tournament archive's decks (twda.json) and compares their cards
// with the implemented ones.
package coverage

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"

	"kindred/vtes/carddb"
)

// Report is the coverage of the implemented cards over the archive decks
// dated Since or later.
type Report struct {
	Since             string    `json:"since"`
	Implemented       int       `json:"implemented"` // cards, crypt and library
	ImplementedCrypt  int       `json:"implemented_crypt"`
	ImplementedLib    int       `json:"implemented_library"`
	Decks             int       `json:"decks"`
	PlayableDecks     int       `json:"playable_decks"` // with every card implemented
	PlayableShare     float64   `json:"playable_share"` // PlayableDecks / Decks
	CryptSlots        int       `json:"crypt_slots"`
	CryptSlotsCovered int       `json:"crypt_slots_covered"`
	LibSlots          int       `json:"library_slots"`
	LibSlotsCovered   int       `json:"library_slots_covered"`
	Missing           []Missing `json:"most_played_missing"`
}

// Missing is a card the archive decks use that the engine does not
// implement, with how many copies and decks use it.
type Missing struct {
	ID     int    `json:"id"`
	Name   string `json:"name"`
	Copies int    `json:"copies"`
	Decks  int    `json:"decks"`
}

// CryptShare and LibraryShare are the covered fractions of card slots.
func (r *Report) CryptShare() float64   { return share(r.CryptSlotsCovered, r.CryptSlots) }
func (r *Report) LibraryShare() float64 { return share(r.LibSlotsCovered, r.LibSlots) }

func share(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// ArchiveDeck is a deck of the tournament archive, as much of it as the
// coverage reports read.
type ArchiveDeck struct {
	ID    string        `json:"id"`
	Name  string        `json:"name"`
	Event archiveEvent  `json:"event"`
	Cards []ArchiveCard `json:"cards"`
}

// Date is the day of the deck's event (YYYY-MM-DD).
func (d *ArchiveDeck) Date() string { return d.Event.Date }

type archiveEvent struct {
	Date string `json:"date"`
}

// ArchiveCard is a card of an archive deck.
type ArchiveCard struct {
	ID    int    `json:"id"`
	Count int    `json:"count"`
	Kind  string `json:"kind"` // "Crypt" or "Library"
}

// ReadArchive reads twda.json from r and returns its decks dated since
// (YYYY-MM-DD) or later, sorted by archive id.
func ReadArchive(r io.Reader, since string) ([]ArchiveDeck, error) {
	var decks map[string]ArchiveDeck
	if err := json.NewDecoder(r).Decode(&decks); err != nil {
		return nil, fmt.Errorf("reading the archive: %w", err)
	}
	out := make([]ArchiveDeck, 0, len(decks))
	for id, d := range decks {
		if d.Event.Date < since {
			continue
		}
		d.ID = id
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

// Compute reads twda.json from r and measures the implemented cards
// (implemented reports whether a VEKN id is implemented) over the decks
// dated since (YYYY-MM-DD) or later. db names the cards; top is how many
// missing cards to list.
func Compute(r io.Reader, db *carddb.DB, implemented func(id int) bool, since string, top int) (*Report, error) {
	decks, err := ReadArchive(r, since)
	if err != nil {
		return nil, err
	}
	return Measure(decks, db, implemented, since, top), nil
}

// Measure is Compute over decks already read (ReadArchive).
func Measure(decks []ArchiveDeck, db *carddb.DB, implemented func(id int) bool, since string, top int) *Report {
	rep := &Report{Since: since}
	for _, c := range db.Cards() {
		if implemented(c.ID) {
			if c.Kind == carddb.Crypt {
				rep.ImplementedCrypt++
			} else {
				rep.ImplementedLib++
			}
		}
	}
	missing := map[int]*Missing{}
	for _, d := range decks {
		rep.Decks++
		playable := true
		for _, c := range d.Cards {
			ok := implemented(c.ID)
			if c.Kind == "Crypt" {
				rep.CryptSlots += c.Count
				if ok {
					rep.CryptSlotsCovered += c.Count
				}
			} else {
				rep.LibSlots += c.Count
				if ok {
					rep.LibSlotsCovered += c.Count
				}
			}
			if !ok {
				playable = false
				m := missing[c.ID]
				if m == nil {
					m = &Missing{ID: c.ID}
					if card, found := db.Card(c.ID); found {
						m.Name = db.UniqueName(card)
					}
					missing[c.ID] = m
				}
				m.Copies += c.Count
				m.Decks++
			}
		}
		if playable {
			rep.PlayableDecks++
		}
	}
	rep.Implemented = rep.ImplementedCrypt + rep.ImplementedLib
	rep.PlayableShare = share(rep.PlayableDecks, rep.Decks)
	for _, m := range missing {
		rep.Missing = append(rep.Missing, *m)
	}
	sort.Slice(rep.Missing, func(i, j int) bool {
		a, b := rep.Missing[i], rep.Missing[j]
		if a.Decks != b.Decks {
			return a.Decks > b.Decks
		}
		if a.Copies != b.Copies {
			return a.Copies > b.Copies
		}
		return a.ID < b.ID
	})
	if len(rep.Missing) > top {
		rep.Missing = rep.Missing[:top]
	}
	return rep
}

// WriteText prints the report for people.
func (r *Report) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "Implemented cards: %d (%d crypt, %d library)\n"+
		"Archive decks dated %s or later: %d\n"+
		"  fully playable: %d (%.1f%%)\n"+
		"  crypt slots covered: %d of %d (%.1f%%)\n"+
		"  library slots covered: %d of %d (%.1f%%)\n"+
		"Most played cards not implemented yet (decks, copies):\n",
		r.Implemented, r.ImplementedCrypt, r.ImplementedLib, r.Since, r.Decks,
		r.PlayableDecks, 100*r.PlayableShare,
		r.CryptSlotsCovered, r.CryptSlots, 100*r.CryptShare(),
		r.LibSlotsCovered, r.LibSlots, 100*r.LibraryShare())
	if err != nil {
		return err
	}
	for i, m := range r.Missing {
		if _, err := fmt.Fprintf(w, "  %2d. %-40s %5d %6d\n", i+1, m.Name, m.Decks, m.Copies); err != nil {
			return err
		}
	}
	return nil
}
