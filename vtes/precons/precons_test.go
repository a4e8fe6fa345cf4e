package precons_test

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/carddb"
	"kindred/vtes/cards"
	"kindred/vtes/precons"
)

// TestGeneratedMatchesCardFiles extracts the decks from the card files
// again and compares the source it would generate with decks_gen.go, byte
// for byte: every list, count, name and title is the card files'.
func TestGeneratedMatchesCardFiles(t *testing.T) {
	db := shareddata.CardDB(t)
	ds, err := precons.FromCardFiles(db)
	if err != nil {
		t.Fatal(err)
	}
	want, err := precons.Generate(ds)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("decks_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("decks_gen.go differs from the card files: run go generate ./vtes/precons")
	}
	if !reflect.DeepEqual(precons.All(), ds) {
		t.Fatal("the compiled decks differ from the card files")
	}
	// Every entry is the card's own count in its own precon, and every
	// card of the deck's kind sits in the right part.
	for _, d := range precons.All() {
		for part, cs := range map[string][]precons.Card{"crypt": d.Crypt, "library": d.Library} {
			for _, c := range cs {
				card, ok := db.Card(c.ID)
				if !ok {
					t.Fatalf("%s: card %d is not in the card files", d.Name, c.ID)
				}
				if n := card.InPrecon(d.Set, d.Precon); n != c.Count {
					t.Errorf("%s: %s has %d copies, the card files say %d", d.Name, card.Name, c.Count, n)
				}
				if isCrypt := card.Kind == carddb.Crypt; isCrypt != (part == "crypt") {
					t.Errorf("%s: %s listed in the %s", d.Name, card.Name, part)
				}
			}
		}
	}
}

// TestDecks checks the set against figures counted by hand from the card
// files (awk over the Set column): 41 decks, 772 distinct cards, and the
// sizes of a few decks.
func TestDecks(t *testing.T) {
	all := precons.All()
	if len(all) != 41 {
		t.Errorf("%d decks, want 41", len(all))
	}
	if n := len(precons.CardIDs()); n != 772 {
		t.Errorf("%d distinct cards, want 772", n)
	}
	perSet := map[string]int{}
	for _, d := range all {
		perSet[d.Set]++
	}
	wantSets := map[string]int{"FB": 5, "SP": 4, "V5": 7, "V5A": 4, "V5C": 3, "NB": 5, "NB2": 4, "NB3": 5, "SV5": 4}
	if !reflect.DeepEqual(perSet, wantSets) {
		t.Errorf("decks per set %v, want %v", perSet, wantSets)
	}
	tests := []struct {
		name, title, set, precon string
		crypt, library, cards    int
	}{
		{"v5-lasombra", "Fifth Edition: Lasombra", "V5", "PL", 12, 77, 36},
		{"nb3-hecata", "New Blood III: Hecata", "NB3", "PH", 6, 48, 25},
		{"sv5-path-of-caine", "Sabbat V5: Path of Caine", "SV5", "PCaine", 12, 77, 36},
		{"nb-malkavian", "New Blood: Malkavian", "NB", "PM", 6, 49, 30},
		{"fb-tremere", "First Blood: Tremere", "FB", "PTr", 6, 49, 27},
		{"v5a-banu-haqim", "Fifth Edition (Anarch): Banu Haqim", "V5A", "PBh", 12, 77, 34},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, ok := precons.ByName(tc.name)
			if !ok {
				t.Fatalf("no deck %q (decks: %v)", tc.name, precons.Names())
			}
			got := []any{d.Title, d.Set, d.Precon, d.CryptCount(), d.LibraryCount(), len(d.Counts())}
			want := []any{tc.title, tc.set, tc.precon, tc.crypt, tc.library, tc.cards}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
		})
	}
	if _, ok := precons.ByName("v5-lasombra-2"); ok {
		t.Error("found a deck that does not exist")
	}
}

// TestNewBloodMatchesBuiltins: the nine New Blood decks Kindred ships
// today are the lists extracted here.
func TestNewBloodMatchesBuiltins(t *testing.T) {
	for _, name := range cards.Builtins() {
		d, ok := precons.ByName(name)
		if !ok {
			t.Errorf("built-in deck %s has no precon list", name)
			continue
		}
		if got, want := d.Counts(), cards.BuiltinEntries(name); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: precon list %v, built-in %v", name, got, want)
		}
	}
}

func TestSlug(t *testing.T) {
	tests := []struct{ set, bundle, want string }{
		{"V5", "Lasombra", "v5-lasombra"},
		{"SV5", "Path of Power and the Inner Voice", "sv5-path-of-power-and-the-inner-voice"},
		{"V5A", "Banu Haqim", "v5a-banu-haqim"},
		{"SW", "Ventrue antitribu", "sw-ventrue-antitribu"},
		{"X", "  Odd -- name! ", "x-odd-name"},
	}
	for _, tc := range tests {
		if got := precons.Slug(tc.set, tc.bundle); got != tc.want {
			t.Errorf("Slug(%q, %q) = %q, want %q", tc.set, tc.bundle, got, tc.want)
		}
	}
}
