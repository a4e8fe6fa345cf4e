package carddb

import (
	"fmt"
	"sort"
	"strconv"
)

// DB is the loaded card list. It is read-only after Load and safe for
// concurrent use.
type DB struct {
	cards   []*Card       // sorted by id
	byID    map[int]*Card // id → card
	sets    []Set
	bundles map[string]map[string]string // set → precon abbreviation → name
	names   nameIndex
}

func newDB() *DB {
	return &DB{byID: make(map[int]*Card), bundles: make(map[string]map[string]string)}
}

func (db *DB) addSet(r row) error {
	s := Set{ID: r.int("Id"), Abbrev: r.get("Abbrev"), Released: r.get("Release Date"), Name: r.get("Full Name"), Company: r.get("Company")}
	if r.err != nil {
		return r.err
	}
	if s.Abbrev == "" {
		r.fail("Abbrev", "set %d has no abbreviation", s.ID)
		return r.err
	}
	db.sets = append(db.sets, s)
	return nil
}

func (db *DB) addBundle(r row) error {
	set, bundle := r.get("Set"), r.get("Bundle")
	if set == "" {
		r.fail("Set", "bundle without a set")
		return r.err
	}
	if bundle == "" { // a product sold whole, not split into decks
		return nil
	}
	if db.bundles[set] == nil {
		db.bundles[set] = make(map[string]string)
	}
	db.bundles[set][bundle] = r.get("Name")
	return nil
}

func (db *DB) add(c *Card, err error) error {
	if err != nil {
		return err
	}
	if old, dup := db.byID[c.ID]; dup {
		return fmt.Errorf("card id %d is used twice: %q and %q", c.ID, old.Name, c.Name)
	}
	db.byID[c.ID] = c
	db.cards = append(db.cards, c)
	return nil
}

// index finishes loading: precon printings are told from booster rarities,
// cards are sorted by id and the name index is built.
func (db *DB) index() {
	for _, c := range db.cards {
		for i := range c.Printings {
			p := &c.Printings[i]
			if db.isPrecon(p.Set, p.Rarity) {
				p.Precon, p.Rarity = p.Rarity, ""
			}
		}
	}
	sort.Slice(db.cards, func(i, j int) bool { return db.cards[i].ID < db.cards[j].ID })
	db.names = buildNameIndex(db.cards)
}

// isPrecon tells a precon abbreviation from a rarity. With the bundles file
// the list is exact; without it, precon abbreviations are the ones starting
// with P followed by a capital ("PN", "PTo", "PAl").
func (db *DB) isPrecon(set, code string) bool {
	if b, ok := db.bundles[set]; ok {
		if _, ok := b[code]; ok {
			return true
		}
	}
	if len(db.bundles) > 0 {
		return false
	}
	return len(code) >= 2 && code[0] == 'P' && code[1] >= 'A' && code[1] <= 'Z'
}

// Cards returns every card, sorted by id. The slice must not be modified.
func (db *DB) Cards() []*Card { return db.cards }

// Sets returns the sets in file order.
func (db *DB) Sets() []Set { return db.sets }

// Card returns the card with the given VEKN id.
func (db *DB) Card(id int) (*Card, bool) {
	c, ok := db.byID[id]
	return c, ok
}

// PreconName returns the name of a preconstructed deck ("NB", "PN" →
// "Nosferatu"), or "" when the bundles file was not loaded or lacks it.
func (db *DB) PreconName(set, precon string) string {
	return db.bundles[set][precon]
}

// Precon returns the cards of a preconstructed deck with their counts,
// sorted by id: Precon("NB", "PN") is the New Blood Nosferatu starter.
func (db *DB) Precon(set, precon string) []PreconCard {
	var out []PreconCard
	for _, c := range db.cards {
		if n := c.InPrecon(set, precon); n > 0 {
			out = append(out, PreconCard{Card: c, Count: n})
		}
	}
	return out
}

// PreconCard is a card of a preconstructed deck and its copy count.
type PreconCard struct {
	Card  *Card
	Count int
}

// UniqueName is the name that tells a card from every other: advanced
// vampires get " (ADV)" and vampires sharing their name with one of another
// group get " (Gn)", as the tournament archive writes them.
func (db *DB) UniqueName(c *Card) string {
	return db.names.unique[c.ID]
}

func groupSuffix(g int) string {
	if g == AnyGroup {
		return "GANY"
	}
	return "G" + strconv.Itoa(g)
}
