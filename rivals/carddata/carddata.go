// Package carddata reads the Vampire: The Masquerade – Rivals card data
// (../shared/data/rivals/cards.json, taken from RivalsDB; its README lists
// the fields) into typed cards. The file is read at run time and never
// committed (docs/ARCHITECTURE.md). Only the entries marked canonical are
// meant as cards; the others are older versions of the same ids, kept by
// the file for reference, and are loaded but not indexed by id.
//
// The reader is bounded (MaxBytes, MaxEntries) and refuses bad input with
// an error naming the entry and the field; it never panics (FuzzLoad).
package carddata

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
)

// Limits on what Load reads: the real file is about 1.3 MB and 1,429
// entries.
const (
	MaxBytes   = 32 << 20
	MaxEntries = 100_000
)

// Stack is the pile a card belongs to, by its back.
type Stack string

// The stacks of the data (README: agenda|haven|faction|library|city|monster).
const (
	Agenda  Stack = "agenda"
	Haven   Stack = "haven"
	Faction Stack = "faction" // vampires
	Library Stack = "library"
	City    Stack = "city"
	Monster Stack = "monster" // Hunters & Hunted
)

var stacks = []Stack{Agenda, Haven, Faction, Library, City, Monster}

// Discipline is one discipline of a card and its level (a vampire's
// number of icons; 1 on a library card).
type Discipline struct {
	Name  string
	Level int
}

// Card is one entry of the data, typed. Numbers absent from the entry are
// 0 with their Has flag false.
type Card struct {
	ID    string
	Name  string
	Text  string
	Stack Stack
	// Sets lists the sets the card is in; nearly always one.
	Sets []string
	// Clan is the card's clan ("brujah"…), empty when clan-neutral.
	Clan string
	// Types lists the card's types as the data writes them ("attack",
	// "reaction", "unhosted action", "ongoing"…).
	Types []string
	// BloodPotency is a vampire's (or monster's) BP.
	BloodPotency             int
	Physical, Social, Mental int
	// Disciplines: a vampire's with their levels, a library card's icons.
	Disciplines []Discipline
	// BPRequirement is a library card's BP icon (field
	// bloodPotencyRequirement); HasBPRequirement is false when the data
	// has none (spec §8 CHOICE-NOBP).
	BPRequirement    int
	HasBPRequirement bool
	// Damage is the skull value; Shield the Shield value.
	Damage, Shield       int
	HasDamage, HasShield bool
	// Attack lists an attack card's attack types; Reactions a reaction's
	// (spec §1.5: when Reactions is empty, a reaction's types are Attack).
	Attack, Reactions []string
	// Copies is a City card's number of copies; Blood and AP a mortal's
	// Blood value and Agenda points (fields blood and agenda).
	Copies, Blood, AP int
	// Canonical marks the entry that is the card (README).
	Canonical bool
	// DuplicateOf names the canonical id of a misspelled twin.
	DuplicateOf string
}

// HasType reports whether the card has type t.
func (c *Card) HasType(t string) bool { return slices.Contains(c.Types, t) }

// InSet reports whether the card is in set s ("Core").
func (c *Card) InSet(s string) bool { return slices.Contains(c.Sets, s) }

// Level returns the card's level in discipline d (0 without it).
func (c *Card) Level(d string) int {
	for _, x := range c.Disciplines {
		if x.Name == d {
			return x.Level
		}
	}
	return 0
}

// DB is the card data: every entry, and the canonical ones by id.
type DB struct {
	all  []*Card
	byID map[string]*Card
}

// All returns every entry in file order, canonical or not.
func (db *DB) All() []*Card { return slices.Clone(db.all) }

// Canonical returns the canonical cards in file order.
func (db *DB) Canonical() []*Card {
	var out []*Card
	for _, c := range db.all {
		if c.Canonical {
			out = append(out, c)
		}
	}
	return out
}

// Set returns the canonical cards of set s, in file order.
func (db *DB) Set(s string) []*Card {
	var out []*Card
	for _, c := range db.all {
		if c.Canonical && c.InSet(s) {
			out = append(out, c)
		}
	}
	return out
}

// Card returns the canonical card whose id is id.
func (db *DB) Card(id string) (*Card, bool) {
	c, ok := db.byID[id]
	return c, ok
}

// ByName returns the canonical card named name (case-insensitive), the
// Core one first when several sets reprint a name.
func (db *DB) ByName(name string) (*Card, bool) {
	var found *Card
	for _, c := range db.all {
		if c.Canonical && strings.EqualFold(c.Name, name) {
			if c.InSet("Core") {
				return c, true
			}
			if found == nil {
				found = c
			}
		}
	}
	return found, found != nil
}

// LoadFile reads the card data file at path.
func LoadFile(path string) (*DB, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	db, err := Load(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return db, nil
}

// ErrTooLarge is wrapped by the error about a file beyond MaxBytes or
// MaxEntries.
var ErrTooLarge = errors.New("card data too large")

// Load reads the card data: a JSON array of entries.
func Load(r io.Reader) (*DB, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, MaxBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("card data: %w", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return nil, errors.New("card data: want a JSON array of cards")
	}
	db := &DB{byID: map[string]*Card{}}
	for i := 0; dec.More(); i++ {
		if i >= MaxEntries {
			return nil, fmt.Errorf("%w: more than %d entries", ErrTooLarge, MaxEntries)
		}
		var raw map[string]json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("card data entry %d: %w", i+1, err)
		}
		c, err := parse(raw)
		if err != nil {
			if c != nil && c.ID != "" {
				return nil, fmt.Errorf("card data entry %d (%s): %w", i+1, c.ID, err)
			}
			return nil, fmt.Errorf("card data entry %d: %w", i+1, err)
		}
		if c.Canonical {
			if prev, dup := db.byID[c.ID]; dup {
				return nil, fmt.Errorf("card data entry %d: id %q is canonical twice (%q and %q)", i+1, c.ID, prev.Name, c.Name)
			}
			db.byID[c.ID] = c
		}
		db.all = append(db.all, c)
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("card data: %w", err)
	}
	if dec.More() {
		return nil, errors.New("card data: text after the array")
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("card data: text after the array")
	}
	return db, nil
}

// parse types one entry. It returns the card as far as it got, for the
// error's context.
func parse(raw map[string]json.RawMessage) (*Card, error) {
	c := &Card{}
	f := fields{raw: raw}
	c.ID = f.str("id", true)
	c.Name = f.str("name", true)
	c.Text = f.str("text", false)
	c.Stack = Stack(f.str("stack", true))
	if f.err == nil && !slices.Contains(stacks, c.Stack) {
		return c, fmt.Errorf("field stack: unknown stack %q", c.Stack)
	}
	c.Sets = f.strs("set")
	c.Clan = f.str("clan", false)
	c.Types = f.strs("types")
	c.BloodPotency, _ = f.num("bloodPotency")
	c.Physical, _ = f.num("physical")
	c.Social, _ = f.num("social")
	c.Mental, _ = f.num("mental")
	c.BPRequirement, c.HasBPRequirement = f.num("bloodPotencyRequirement")
	c.Damage, c.HasDamage = f.num("damage")
	c.Shield, c.HasShield = f.num("shield")
	c.Attack = f.strs("attack")
	c.Reactions = f.strs("reactions")
	c.Copies, _ = f.num("copies")
	c.Blood, _ = f.num("blood")
	c.AP, _ = f.num("agenda")
	c.Disciplines = f.disciplines("disciplines")
	c.Canonical = f.boolean("canonical")
	c.DuplicateOf = f.str("duplicate_of_id", false)
	if f.err != nil {
		return c, f.err
	}
	if c.ID == "" || c.Name == "" {
		return c, errors.New("empty id or name")
	}
	return c, nil
}

// fields reads typed fields from an entry, keeping the first error.
type fields struct {
	raw map[string]json.RawMessage
	err error
}

func (f *fields) fail(key, want string, v json.RawMessage) {
	if f.err == nil {
		s := string(v)
		if len(s) > 40 {
			s = s[:40] + "…"
		}
		f.err = fmt.Errorf("field %s: want %s, got %s", key, want, s)
	}
}

func (f *fields) get(key string) (json.RawMessage, bool) {
	v, ok := f.raw[key]
	if !ok || string(v) == "null" {
		return nil, false
	}
	return v, true
}

func (f *fields) str(key string, required bool) string {
	v, ok := f.get(key)
	if !ok {
		if required && f.err == nil {
			f.err = fmt.Errorf("field %s missing", key)
		}
		return ""
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		f.fail(key, "a string", v)
	}
	return s
}

// strs reads a string or a list of strings.
func (f *fields) strs(key string) []string {
	v, ok := f.get(key)
	if !ok {
		return nil
	}
	var s string
	if err := json.Unmarshal(v, &s); err == nil {
		return []string{s}
	}
	var l []string
	if err := json.Unmarshal(v, &l); err != nil {
		f.fail(key, "a string or a list of strings", v)
	}
	return l
}

// Card numbers are small: a value outside ±1000 is an error.
const maxNumber = 1000

func (f *fields) num(key string) (int, bool) {
	v, ok := f.get(key)
	if !ok {
		return 0, false
	}
	var n int
	if err := json.Unmarshal(v, &n); err != nil || n < -maxNumber || n > maxNumber {
		f.fail(key, "a whole number from -1000 to 1000", v)
		return 0, false
	}
	return n, true
}

func (f *fields) boolean(key string) bool {
	v, ok := f.get(key)
	if !ok {
		return false
	}
	var b bool
	if err := json.Unmarshal(v, &b); err != nil {
		f.fail(key, "true or false", v)
	}
	return b
}

// disciplines reads {name: level} (per-set files) or [name…] (level 1
// each), sorted by name.
func (f *fields) disciplines(key string) []Discipline {
	v, ok := f.get(key)
	if !ok {
		return nil
	}
	var out []Discipline
	var m map[string]int
	if err := json.Unmarshal(v, &m); err == nil {
		for k, n := range m {
			if n < 0 || n > maxNumber {
				f.fail(key, "levels from 0 to 1000", v)
				return nil
			}
			out = append(out, Discipline{Name: k, Level: n})
		}
	} else {
		var l []string
		if err := json.Unmarshal(v, &l); err != nil {
			f.fail(key, "an object of levels or a list of names", v)
			return nil
		}
		for _, k := range l {
			out = append(out, Discipline{Name: k, Level: 1})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
