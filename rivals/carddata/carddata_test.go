package carddata

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"kindred/internal/shareddata"
)

var (
	realOnce sync.Once
	realDB   *DB
	realErr  error
)

// real loads ../shared/data/rivals/cards.json once.
func real(t *testing.T) *DB {
	t.Helper()
	path := shareddata.Path(t, "data", "rivals", "cards.json")
	realOnce.Do(func() { realDB, realErr = LoadFile(path) })
	if realErr != nil {
		t.Fatal(realErr)
	}
	return realDB
}

// TestRealFile checks the file against its README: 1,429 entries, 715
// canonical, and the Core set's 141 cards of spec §1.13.
func TestRealFile(t *testing.T) {
	db := real(t)
	if n := len(db.All()); n != 1429 {
		t.Errorf("entries: got %d, want 1429 (README)", n)
	}
	if n := len(db.Canonical()); n != 715 {
		t.Errorf("canonical: got %d, want 715 (README)", n)
	}
	core := db.Set("Core")
	if len(core) != 141 {
		t.Errorf("Core cards: got %d, want 141 (spec §1.13)", len(core))
	}
	byStack := map[Stack]int{}
	byClan := map[Stack]map[string]int{Faction: {}, Library: {}}
	copies := 0
	for _, c := range core {
		byStack[c.Stack]++
		if m := byClan[c.Stack]; m != nil {
			m[c.Clan]++
		}
		if c.Stack == City {
			copies += c.Copies
		}
	}
	want := map[Stack]int{Faction: 36, Library: 69, Haven: 8, Agenda: 8, City: 20}
	for s, n := range want {
		if byStack[s] != n {
			t.Errorf("Core %s: got %d, want %d (spec §1.13)", s, byStack[s], n)
		}
	}
	for _, clan := range []string{"brujah", "malkavian", "toreador", "ventrue"} {
		if n := byClan[Faction][clan]; n != 9 {
			t.Errorf("Core %s vampires: got %d, want 9", clan, n)
		}
		if n := byClan[Library][clan]; n != 6 {
			t.Errorf("Core %s library cards: got %d, want 6", clan, n)
		}
	}
	if n := byClan[Library][""]; n != 45 {
		t.Errorf("Core clan-neutral library cards: got %d, want 45", n)
	}
	// spec §1.4: the data's copies give 24 City cards, 3 short of the box's
	// 27 (CHOICE-SADCOPIES).
	if copies != 24 {
		t.Errorf("Core City cards by copies: got %d, want 24 (spec §1.4)", copies)
	}
}

// TestCoreFacts checks a few facts the rules read, by spec §1.13.
func TestCoreFacts(t *testing.T) {
	db := real(t)
	tests := []struct {
		id    string
		check func(c *Card) bool
		what  string
	}{
		{"core-hydra", func(c *Card) bool {
			return c.Stack == Faction && c.Clan == "brujah" && c.BloodPotency == 6 && c.Physical == 2 && c.Social == 1 && c.Mental == 0 && c.Level("potence") == 1
		}, "Brujah, BP 6, 2/1/0, Potence"},
		{"core-johnny", func(c *Card) bool { return c.Level("presence") == 2 }, "Presence ×2"},
		{"core-38-special", func(c *Card) bool {
			return c.HasType("attack") && c.HasType("reaction") && c.BPRequirement == 1 && c.Damage == 2 && len(c.Attack) == 1 && c.Attack[0] == "ranged"
		}, "Attack/Reaction, ranged, BP 1, skull 2"},
		{"core-cloak-of-shadows", func(c *Card) bool {
			return strings.Join(c.Attack, ",") == "ranged,physical" && c.HasBPRequirement
		}, "ranged/physical reaction"},
		{"core-free-money", func(c *Card) bool { return !c.HasBPRequirement }, "no BP requirement (CHOICE-NOBP)"},
		{"core-vagrant", func(c *Card) bool { return c.Stack == City && c.Blood == 2 && c.AP == 0 && c.Copies == 5 }, "Blood 2, AP 0, 5 copies"},
		{"core-special-affairs-division", func(c *Card) bool { return c.Blood == 4 && c.AP == 1 && c.HasType("mortal") }, "Blood 4, AP 1, mortal"},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			c, ok := db.Card(tt.id)
			if !ok {
				t.Fatalf("no card %s", tt.id)
			}
			if !tt.check(c) {
				t.Errorf("%s: want %s, got %+v", tt.id, tt.what, *c)
			}
		})
	}
	if c, ok := db.ByName("hydra"); !ok || c.ID != "core-hydra" {
		t.Errorf("ByName(hydra) = %v, %v", c, ok)
	}
}

// TestLoadErrors: bad input is refused with an error naming the entry and
// the field.
func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"not an array", `{"id":"x"}`, "JSON array"},
		{"missing id", `[{"name":"A","stack":"haven"}]`, "entry 1: field id missing"},
		{"bad stack", `[{"id":"a","name":"A","stack":"crypt"}]`, `entry 1 (a): field stack: unknown stack "crypt"`},
		{"bad number", `[{"id":"a","name":"A","stack":"faction","bloodPotency":"six"}]`, "field bloodPotency: want a whole number"},
		{"huge number", `[{"id":"a","name":"A","stack":"faction","bloodPotency":1e9}]`, "field bloodPotency"},
		{"bad disciplines", `[{"id":"a","name":"A","stack":"faction","disciplines":7}]`, "field disciplines"},
		{"canonical twice", `[{"id":"a","name":"A","stack":"haven","canonical":true},{"id":"a","name":"B","stack":"haven","canonical":true}]`, `id "a" is canonical twice`},
		{"truncated", `[{"id":"a","name":"A","stack":"haven"}`, "card data"},
		{"trailing", `[] []`, "after the array"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(strings.NewReader(tt.data))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
	big := bytes.Repeat([]byte(" "), MaxBytes+1)
	if _, err := Load(bytes.NewReader(big)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a file over MaxBytes: got %v, want ErrTooLarge", err)
	}
}

// TestLoadShapes: both shapes of the fields the sources write two ways.
func TestLoadShapes(t *testing.T) {
	db, err := Load(strings.NewReader(`[
		{"id":"a","name":"A","stack":"faction","disciplines":{"potence":2,"celerity":1},"set":"Core","canonical":true},
		{"id":"b","name":"B","stack":"library","disciplines":["auspex"],"set":["Core","Hunters & Hunted"],"attack":["ranged","physical"],"canonical":true},
		{"id":"b","name":"B old","stack":"library","canonical":false}]`))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := db.Card("a")
	if a.Level("potence") != 2 || a.Level("celerity") != 1 || a.Disciplines[0].Name != "celerity" {
		t.Errorf("a's disciplines: %+v", a.Disciplines)
	}
	b, _ := db.Card("b")
	if b.Name != "B" || !b.InSet("Hunters & Hunted") || b.Level("auspex") != 1 || len(b.Attack) != 2 {
		t.Errorf("b: %+v", *b)
	}
	if len(db.All()) != 3 || len(db.Canonical()) != 2 {
		t.Errorf("All %d, Canonical %d", len(db.All()), len(db.Canonical()))
	}
}

// FuzzLoad: any input is read or refused, never a panic, and a card read
// has an id, a name and a known stack.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(`[{"id":"a","name":"A","stack":"faction","bloodPotency":3,"disciplines":{"potence":1},"canonical":true}]`))
	f.Add([]byte(`[{"id":"b","name":"B","stack":"library","attack":["ranged"],"set":["Core"],"types":["attack"]}]`))
	f.Add([]byte(`[]`))
	if path, err := shareddata.Dir(); err == nil {
		if data, err := os.ReadFile(path + "/data/rivals/cards.json"); err == nil && len(data) > 4000 {
			f.Add(append(data[:4000:4000], ']'))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		db, err := Load(bytes.NewReader(data))
		if err != nil {
			return
		}
		for _, c := range db.All() {
			if c.ID == "" || c.Name == "" || c.Stack == "" {
				t.Fatalf("card read without id, name or stack: %+v", *c)
			}
		}
	})
}
