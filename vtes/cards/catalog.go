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

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/carddb"
	"kindred/vtes/precons"
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
	french := map[string]string{}
	for _, m := range append(d.Modes[:len(d.Modes):len(d.Modes)], d.Static.Actions...) {
		if m.French != "" {
			french[m.Label] = m.French
		}
	}
	for _, a := range d.Static.Abilities {
		if a.French != "" {
			french[a.Label] = a.French
		}
	}
	if s := d.Static.Strike; s != nil && s.French != "" {
		french[s.Label] = s.French
	}
	if len(french) > 0 {
		engine.AddPhrases(engine.French, french)
	}
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

// Builtins returns the names of the built-in decks: the New Blood decks
// first, the first built in, then the others, each part by name. Why: the
// default seats are the first decks (the golden playthrough, the
// terminal's table), and a deck added later ("fb-toreador" sorts before
// "nb-malkavian") must not change them.
func Builtins() []string {
	var out []string
	for n := range builtins {
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool {
		if a, b := strings.HasPrefix(out[i], "nb"), strings.HasPrefix(out[j], "nb"); a != b {
			return a
		}
		return out[i] < out[j]
	})
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
		if n := strings.Count(list, ","); n >= vtes.MaxDeckCards {
			return nil, fmt.Errorf("deck %q: %d entries; a deck holds at most %d cards", name,
				n+1, vtes.MaxDeckCards)
		}
		var es []entry
		total := 0
		for _, item := range strings.Split(list, ",") {
			idText, countText, ok := strings.Cut(item, "*")
			id, err1 := strconv.Atoi(idText)
			n, err2 := strconv.Atoi(countText)
			if !ok || err1 != nil || err2 != nil || n < 1 {
				return nil, fmt.Errorf("deck %q: bad entry %q (want id*count)", name, item)
			}
			if total += n; n > vtes.MaxDeckCards || total > vtes.MaxDeckCards {
				return nil, fmt.Errorf("deck %q: more than %d cards; a deck holds at most %d",
					name, vtes.MaxDeckCards, vtes.MaxDeckCards)
			}
			es = append(es, entry{id, n})
		}
		return build(name, es)
	}
	return nil, fmt.Errorf("unknown deck %q (built-in decks: %s)", spec,
		strings.Join(Builtins(), ", "))
}

// build makes a playable deck; every card must be implemented.
func build(name string, es []entry) (*vtes.Deck, error) {
	// Room for every entry in both lists, made once: a deck is built for
	// every game, and growing the lists entry by entry was most of it.
	d := &vtes.Deck{Name: name, Crypt: make([]vtes.DeckCard, 0, len(es)),
		Library: make([]vtes.DeckCard, 0, len(es))}
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
	return fmt.Sprintf("deck %q holds cards Kindred does not implement yet: %s", e.Deck,
		strings.Join(list, ", "))
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
	"nb-malkavian": {"New Blood: Malkavian", []entry{
		{201530, 1}, {201532, 1}, {201544, 1}, {201546, 1}, {201627, 1}, {201628, 1},
		{100059, 1}, {100135, 1}, {100199, 2}, {100362, 2}, {100391, 1}, {100518, 2},
		{100617, 2}, {100620, 1}, {100632, 1}, {100680, 2}, {100687, 2}, {100769, 2},
		{101056, 4}, {101125, 2}, {101154, 1}, {101292, 2}, {101318, 2}, {101353, 3},
		{101698, 6}, {101711, 1}, {101949, 2}, {101951, 2}, {101978, 2}, {102137, 3},
	}},
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
	"nb-tremere": {"New Blood: Tremere", []entry{
		{201623, 1}, {201535, 1}, {201542, 1}, {201556, 1}, {201630, 1}, {201572, 1},
		{100077, 3}, {100081, 1}, {100199, 2}, {100201, 2}, {100236, 2}, {100329, 1},
		{100644, 2}, {100680, 2}, {100743, 1}, {100760, 3}, {100785, 1}, {101014, 1},
		{101143, 1}, {101195, 1}, {101475, 1}, {101588, 2}, {101662, 1}, {101698, 6},
		{101816, 1}, {101850, 2}, {101949, 4}, {101950, 2}, {101966, 5}, {101978, 2},
	}},
	"nb2-gangrel": {"New Blood II: Gangrel", []entry{
		{201521, 1}, {201590, 1}, {201659, 1}, {201574, 1}, {201602, 1}, {201660, 1},
		{100093, 1}, {102218, 2}, {100199, 3}, {100230, 1}, {102219, 3}, {100515, 2},
		{100568, 1}, {100600, 2}, {100601, 3}, {102222, 3}, {100749, 2}, {100771, 2},
		{102223, 3}, {100807, 1}, {100824, 1}, {101239, 1}, {102230, 3}, {101342, 2},
		{101439, 1}, {101498, 1}, {101545, 2}, {101632, 1}, {101811, 1}, {101972, 5},
		{102190, 1},
	}},
	"nb2-ministry": {"New Blood II: Ministry", []entry{
		{201582, 1}, {201586, 1}, {201600, 1}, {201615, 1}, {201661, 1}, {201662, 1},
		{100054, 1}, {100056, 1}, {100311, 1}, {100485, 2}, {100617, 1}, {100687, 1},
		{100722, 1}, {100771, 3}, {100809, 1}, {100932, 1}, {101125, 1}, {101310, 1},
		{101321, 2}, {101495, 1}, {101542, 2}, {101567, 2}, {101631, 1}, {101913, 1},
		{102121, 2}, {102131, 2}, {102159, 2}, {102218, 2}, {102221, 2}, {102224, 2},
		{102231, 4}, {102232, 5}, {102233, 3},
	}},
	"nb2-brujah": {"New Blood II: Brujah", []entry{
		{201576, 1}, {201657, 1}, {201581, 1}, {201526, 1}, {201658, 1}, {201614, 1},
		{102218, 2}, {100260, 3}, {100312, 1}, {102246, 2}, {100410, 3}, {100549, 1},
		{100557, 1}, {100563, 3}, {100597, 4}, {100959, 3}, {101100, 1}, {102229, 3},
		{101147, 2}, {101271, 1}, {101277, 1}, {101324, 1}, {102230, 5}, {101341, 1},
		{101435, 1}, {101501, 2}, {101513, 2}, {101872, 1}, {101945, 2}, {102121, 2},
	}},
	"nb2-banu-haqim": {"New Blood II: Banu Haqim", []entry{
		{201655, 1}, {201587, 1}, {201598, 2}, {201656, 1}, {201594, 1}, {100037, 1},
		{100084, 1}, {100131, 1}, {100172, 1}, {100227, 2}, {100364, 1}, {100618, 1},
		{100782, 2}, {100860, 2}, {101028, 1}, {101032, 1}, {101042, 1}, {101043, 2},
		{101107, 2}, {101321, 1}, {101353, 2}, {101487, 2}, {101610, 3}, {101706, 4},
		{101778, 2}, {101913, 2}, {102164, 1}, {102185, 1}, {102201, 1}, {102226, 1},
		{102227, 6}, {102228, 3},
	}},
	"fb-toreador": {"First Blood: Toreador", []entry{
		{200427, 1}, {200555, 1}, {200763, 1}, {201366, 1}, {201398, 1}, {201430, 1},
		{100018, 3}, {100031, 4}, {100095, 1}, {100157, 2}, {100199, 3}, {100323, 4},
		{100410, 2}, {100450, 2}, {100640, 6}, {101056, 4}, {101089, 2}, {101144, 4},
		{101321, 5}, {101692, 2}, {101821, 1}, {101949, 4},
	}},
}

// BuiltinPrecon says which product each built-in deck is: its set and
// precon abbreviations in the card files (NB:PN).
var BuiltinPrecon = map[string][2]string{
	"nb-malkavian":   {"NB", "PM"},
	"nb-nosferatu":   {"NB", "PN"},
	"nb-toreador":    {"NB", "PTo"},
	"nb-ventrue":     {"NB", "PV"},
	"nb-tremere":     {"NB", "PTr"},
	"nb2-gangrel":    {"NB2", "PG"},
	"nb2-ministry":   {"NB2", "PMi"},
	"nb2-banu-haqim": {"NB2", "PBH"},
	"nb2-brujah":     {"NB2", "PB"},
	"fb-toreador":    {"FB", "PTo"},
}

// preconBuiltins are the preconstructed decks built in from their
// generated lists (vtes/precons: ids and counts from the card files), each
// one whose every card is implemented: building one in is adding its name
// here (docs/CARDS.md).
var preconBuiltins = []string{
	"v5-toreador",
	"v5-ventrue",
	"v5-nosferatu",
	"v5a-gangrel",
	"v5a-ministry",
	"v5-tremere",
	"v5a-banu-haqim",
	"v5-malkavian",
	"nb3-lasombra",
	"sp-libertine-ball",
	"fb-nosferatu",
	"nb3-salubri",
	"nb3-hecata",
	"v5-lasombra",
	"sp-den-of-fiends",
	"sp-parliament-of-shadows",
	"fb-ventrue",
	"fb-tremere",
	"nb3-tzimisce",
	"v5a-brujah",
	"sv5-path-of-power-and-the-inner-voice",
	"sv5-path-of-caine",
	"v5-hecata",
	"nb3-ravnos",
	"sv5-path-of-cathari",
	"v5c-ravnos",
	"fb-malkavian",
	"v5c-tzimisce",
	"sp-pact-with-nephandi",
	"v5c-salubri",
	"sv5-path-of-death-and-the-soul",
}

func init() {
	for _, name := range preconBuiltins {
		d, ok := precons.ByName(name)
		if !ok {
			panic("cards: no preconstructed deck " + name)
		}
		var es []entry
		for _, c := range append(append([]precons.Card{}, d.Crypt...), d.Library...) {
			es = append(es, entry{c.ID, c.Count})
		}
		builtins[name] = builtin{d.Title, es}
		BuiltinPrecon[name] = [2]string{d.Set, d.Precon}
	}
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

// FileName is the file a card's definition lives in, without ".go": its
// name folded to lower-case letters and digits, words joined by "_"
// ("Giant's Blood": giants_blood; "Powerbase: Los Angeles":
// powerbase_los_angeles). Its scenario test is in FileName+"_test.go".
// A name whose last word the go tool reads as a build constraint or a
// test ("…_windows.go", "…_arm.go", "…_test.go") gets "_card" appended,
// so that its file is always built.
func FileName(card string) string {
	name := fileWords(card)
	if i := strings.LastIndexByte(name, '_'); i >= 0 && buildSuffixes[name[i+1:]] {
		name += "_card"
	}
	return name
}

// buildSuffixes are the last words of a file name the go tool reads as a
// build constraint (GOOS, GOARCH) or a test.
var buildSuffixes = func() map[string]bool {
	m := map[string]bool{"test": true}
	for _, w := range strings.Fields(`aix android darwin dragonfly freebsd hurd illumos ios js
		linux nacl netbsd openbsd plan9 solaris wasip1 windows zos 386 amd64 amd64p32 arm
		armbe arm64 arm64be loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc
		ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm`) {
		m[w] = true
	}
	return m
}()

// fileWords folds a card name to lower-case letters and digits, words
// joined by "_".
func fileWords(card string) string {
	s := strings.NewReplacer("'", "", "’", "").Replace(carddb.Fold(card))
	var b strings.Builder
	sep := false
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if sep && b.Len() > 0 {
				b.WriteByte('_')
			}
			b.WriteRune(r)
			sep = false
		default:
			sep = true
		}
	}
	return b.String()
}
