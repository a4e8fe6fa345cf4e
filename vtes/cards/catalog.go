// Package cards holds the V:TES cards Kindred implements: each card's
// printed facts and its behaviour, written with the vocabulary of package
// vtes. The facts are checked against the official card files in tests;
// the card texts are never stored here.
package cards

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"kindred/vtes"
)

// registry holds every implemented card by VEKN id.
var registry = map[int]*vtes.CardDef{}

// register adds a card definition; two cards with one id is a bug found
// by the first test.
func register(d *vtes.CardDef) *vtes.CardDef {
	if _, dup := registry[d.ID]; dup {
		panic(fmt.Sprintf("cards: card %d (%s) registered twice", d.ID, d.Name))
	}
	registry[d.ID] = d
	return d
}

// All returns every implemented card, sorted by VEKN id.
func All() []*vtes.CardDef {
	out := make([]*vtes.CardDef, 0, len(registry))
	for _, d := range registry {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// ByID returns the implemented card with that VEKN id.
func ByID(id int) (*vtes.CardDef, bool) {
	d, ok := registry[id]
	return d, ok
}

// entry is a card of a built-in deck.
type entry struct {
	id, count int
}

// builtin is a deck shipped with Kindred.
type builtin struct {
	name  string
	cards []entry
}

// Builtins returns the names of the built-in decks, sorted.
func Builtins() []string {
	var out []string
	for n := range builtins {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Catalog resolves the decks named in game headers: built-in names and
// "deck:" lists (vtes.EncodeDeck).
type Catalog struct{}

// Deck returns the deck a header seat names.
func (Catalog) Deck(spec string) (*vtes.Deck, error) {
	if b, ok := builtins[spec]; ok {
		return build(b.name, b.cards)
	}
	if rest, ok := strings.CutPrefix(spec, "deck:"); ok {
		name, list, _ := strings.Cut(rest, ":")
		var es []entry
		for _, item := range strings.Split(list, ",") {
			idText, countText, ok := strings.Cut(item, "*")
			id, err1 := strconv.Atoi(idText)
			n, err2 := strconv.Atoi(countText)
			if !ok || err1 != nil || err2 != nil || n < 1 {
				return nil, fmt.Errorf("deck %q: bad entry %q (want id*count)", name, item)
			}
			es = append(es, entry{id, n})
		}
		return build(name, es)
	}
	return nil, fmt.Errorf("unknown deck %q (built-in decks: %s)", spec, strings.Join(Builtins(), ", "))
}

// build makes a playable deck; every card must be implemented.
func build(name string, es []entry) (*vtes.Deck, error) {
	d := &vtes.Deck{Name: name}
	var missing []string
	for _, e := range es {
		def, ok := registry[e.id]
		if !ok {
			missing = append(missing, strconv.Itoa(e.id))
			continue
		}
		dc := vtes.DeckCard{Def: def, Count: e.count}
		if def.IsCrypt() {
			d.Crypt = append(d.Crypt, dc)
		} else {
			d.Library = append(d.Library, dc)
		}
	}
	if len(missing) > 0 {
		return nil, &NotImplementedError{Deck: name, IDs: missing}
	}
	return d, nil
}

// NotImplementedError lists the cards of a deck the engine does not
// implement yet.
type NotImplementedError struct {
	Deck  string
	IDs   []string
	Names []string
}

func (e *NotImplementedError) Error() string {
	list := e.Names
	if len(list) == 0 {
		list = e.IDs
	}
	return fmt.Sprintf("deck %q holds cards Kindred does not implement yet: %s", e.Deck, strings.Join(list, ", "))
}

// DeckFromCounts builds a playable deck from VEKN ids and counts (a parsed
// deck list), or a NotImplementedError naming the missing cards.
func DeckFromCounts(name string, counts map[int]int, names map[int]string) (*vtes.Deck, error) {
	ids := make([]int, 0, len(counts))
	for id := range counts {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	var es []entry
	var missing []string
	for _, id := range ids {
		if _, ok := registry[id]; !ok {
			missing = append(missing, names[id])
			continue
		}
		es = append(es, entry{id, counts[id]})
	}
	if len(missing) > 0 {
		return nil, &NotImplementedError{Deck: name, Names: missing}
	}
	return build(name, es)
}

// builtins are the decks shipped with Kindred, with their cards' counts as
// printed in the product (checked against the card files' precon counts).
var builtins = map[string]builtin{
	"nb-nosferatu": {"New Blood: Nosferatu", []entry{
		{201626, 1}, {201545, 1}, {201549, 1}, {201553, 1}, {201555, 1}, {201632, 1},
		{100093, 1}, {100199, 3}, {100301, 2}, {100308, 2}, {102213, 2}, {100515, 3},
		{100698, 1}, {100760, 4}, {100959, 2}, {101070, 1}, {101125, 1}, {101254, 1},
		{101340, 1}, {101424, 1}, {101483, 1}, {102214, 2}, {101547, 2}, {101550, 2},
		{102215, 6}, {101857, 1}, {101913, 2}, {101945, 2}, {101984, 2}, {102065, 1},
		{102216, 2}, {102189, 1},
	}},
	"nb-toreador": {"New Blood: Toreador", []entry{
		{201625, 1}, {201540, 1}, {201547, 1}, {201631, 1}, {201561, 1}, {201564, 1},
		{100031, 2}, {100095, 1}, {100157, 2}, {100414, 1}, {100570, 1}, {100594, 1},
		{100640, 5}, {100652, 1}, {101056, 3}, {101144, 6}, {101217, 2}, {101321, 2},
		{101353, 3}, {101610, 4}, {101686, 1}, {101692, 1}, {101706, 3}, {101948, 2},
		{101949, 2}, {101989, 4}, {102131, 2},
	}},
	"nb-ventrue": {"New Blood: Ventrue", []entry{
		{201529, 1}, {201531, 1}, {201624, 1}, {201629, 1}, {201557, 1}, {201562, 1},
		{100199, 2}, {100401, 4}, {100492, 1}, {100518, 4}, {100572, 1}, {100573, 2},
		{100640, 4}, {100727, 1}, {100782, 1}, {100788, 5}, {101104, 2}, {101144, 6},
		{101211, 2}, {101225, 1}, {101411, 1}, {101613, 1}, {101706, 2}, {101712, 1},
		{101801, 1}, {101817, 2}, {101819, 2}, {102137, 3},
	}},
	"nb2-banu-haqim": {"New Blood II: Banu Haqim", []entry{
		{201655, 1}, {201587, 1}, {201598, 2}, {201656, 1}, {201594, 1}, {100037, 1},
		{100084, 1}, {100131, 1}, {100172, 1}, {100227, 2}, {100364, 1}, {100618, 1},
		{100782, 2}, {100860, 2}, {101028, 1}, {101032, 1}, {101042, 1}, {101043, 2},
		{101107, 2}, {101321, 1}, {101353, 2}, {101487, 2}, {101610, 3}, {101706, 4},
		{101778, 2}, {101913, 2}, {102164, 1}, {102185, 1}, {102201, 1}, {102226, 1},
		{102227, 6}, {102228, 3},
	}},
}

// BuiltinPrecon says which product each built-in deck is: its set and
// precon abbreviations in the card files (NB:PN).
var BuiltinPrecon = map[string][2]string{
	"nb-nosferatu":   {"NB", "PN"},
	"nb-toreador":    {"NB", "PTo"},
	"nb-ventrue":     {"NB", "PV"},
	"nb2-banu-haqim": {"NB2", "PBH"},
}

// BuiltinEntries returns a built-in deck's cards as VEKN id → count.
func BuiltinEntries(name string) map[int]int {
	b, ok := builtins[name]
	if !ok {
		return nil
	}
	m := map[int]int{}
	for _, e := range b.cards {
		m[e.id] += e.count
	}
	return m
}

// ByName returns the implemented card with that official name.
func ByName(name string) (*vtes.CardDef, bool) {
	for _, d := range registry {
		if d.Name == name {
			return d, true
		}
	}
	return nil, false
}
