package deck_test

import (
	"errors"
	"slices"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/carddb"
	"kindred/vtes/deck"
)

// TestMisspeltNamesAreRefusedWithTheNearest: a deck list line names the
// card it spells or is refused with the nearest names; a prefix or a
// misspelling of a card's name is never read as another card (issue 19:
// "2x Dominate Kin" was read as two master cards "Dominate").
func TestMisspeltNamesAreRefusedWithTheNearest(t *testing.T) {
	db := shareddata.CardDB(t)
	cases := []struct {
		line    string
		card    string // the card read, or "" for a refusal
		suggest string // a name the refusal must suggest
	}{
		{"2x Dominate Kine", "Dominate Kine", ""},
		{"2x Dominate", "Dominate", ""},
		{"2x Dominate Kin", "", "Dominate Kine"},
		{"2x Dominate Ki", "", "Dominate Kine"},
		{"3x Govern the Unaligend", "", "Govern the Unaligned"},
		{"1x Deflection Foo", "", "Deflection"},
		// A crypt line whose columns are separated by single spaces still
		// names its vampire.
		{"2x Theo Bell 8 CEL POT PRE aus dom", "Theo Bell", ""},
	}
	for _, c := range cases {
		text := "Crypt (12 cards)\n12x Theo Bell  8  CEL POT PRE aus dom  Brujah:6\nLibrary (2 cards)\n" + c.line + "\n"
		if c.card == "Theo Bell" {
			text = "Crypt (12 cards)\n10x Theo Bell  8  CEL POT PRE aus dom  Brujah:6\n" + c.line + "\nLibrary (2 cards)\n2x Deflection\n"
		}
		d, err := deck.ParseText(db, "deck.txt", []byte(text))
		if c.card == "" {
			var unknown *carddb.UnknownCardError
			if !errors.As(err, &unknown) {
				t.Errorf("%q: got %v, want an unknown card error", c.line, err)
				continue
			}
			if !slices.Contains(unknown.Suggestions, c.suggest) {
				t.Errorf("%q: suggestions %q lack %q", c.line, unknown.Suggestions, c.suggest)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		found := false
		for _, e := range append(d.Crypt, d.Library...) {
			if e.Card.Name == c.card {
				found = true
			}
			if e.Card.Name != c.card && e.Card.Name != "Theo Bell" && e.Card.Name != "Deflection" {
				t.Errorf("%q: read as %q", c.line, e.Card.Name)
			}
		}
		if !found {
			t.Errorf("%q: %q not in the deck", c.line, c.card)
		}
	}
}
