package deck_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/deck"
)

// Issue 18: a deck list that repeats "999 copies" lines must be refused
// where it is read, with the count and the limit, whatever its format;
// before, a 218 KB paste made a game of a million cards.
func TestOversizedDeckListsAreRefused(t *testing.T) {
	db := shareddata.CardDB(t)
	var text, lackey strings.Builder
	text.WriteString("Crypt:\n999x Gilbert Duane\n\nLibrary:\n")
	for range 3 {
		text.WriteString("999x Govern the Unaligned\n")
		lackey.WriteString("999\tGovern the Unaligned\n")
	}
	lackey.WriteString("Crypt:\n12\tGilbert Duane\n")
	var js strings.Builder
	js.WriteString(`{"name":"big","crypt":[{"name":"Gilbert Duane","count":12}],"library":[`)
	for i := range 2 {
		if i > 0 {
			js.WriteString(",")
		}
		js.WriteString(`{"name":"Govern the Unaligned","count":999}`)
	}
	js.WriteString("]}")
	for _, tc := range []struct {
		name, data string
		cards      int
	}{
		{"text", text.String(), 999 + 3*999},
		{"lackey", lackey.String(), 3*999 + 12},
		{"json", js.String(), 12 + 2*999},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, _, err := deck.Parse(db, "big.txt", []byte(tc.data))
			var pe *deck.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("accepted a deck of %d cards (%v), or wrong error: %v", tc.cards, d != nil, err)
			}
			want := fmt.Sprintf("holds %d cards; a deck may hold at most %d", tc.cards, deck.MaxCards)
			if !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "big.txt") {
				t.Errorf("error %q does not say %q and name the file", err, want)
			}
		})
	}
	// A deck of exactly the limit is read.
	at := fmt.Sprintf("Crypt:\n12x Gilbert Duane\n\nLibrary:\n%dx Govern the Unaligned\n", 988)
	if _, _, err := deck.Parse(db, "at.txt", []byte(at)); err != nil {
		t.Errorf("a deck of %d cards is refused: %v", deck.MaxCards, err)
	}
}
