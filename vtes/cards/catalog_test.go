package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Issue 18: a header's deck is read from a log that may be crafted: counts
// and entries are bounded before anything is built, so `kindred replay`
// refuses such a log instead of running out of memory.
func TestCatalogRefusesOversizedDecks(t *testing.T) {
	many := "deck:many:" + strings.Repeat("201530*1,", vtes.MaxDeckCards) + "201530*1"
	for _, tc := range []struct{ name, spec, want string }{
		{"huge count", "deck:x:201530*12,101698*999999999", "at most 1000"},
		{"counts adding up", "deck:x:201530*600,101698*600", "at most 1000"},
		{"too many entries", many, "entries"},
		{"count overflowing int", "deck:x:201530*99999999999999999999999", "bad entry"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := cards.Catalog{}.Deck(tc.spec)
			if err == nil {
				t.Fatalf("built a deck of %d cards", d.Size())
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not say %q", err, tc.want)
			}
		})
	}
}

// The rules refuse a deck of more than vtes.MaxDeckCards cards from any
// catalog: option codes name a card in 16 bits, so the engine must refuse
// what it cannot encode rather than corrupt a game (issue 18).
func TestNewGameRefusesOversizedDecks(t *testing.T) {
	big := bigCatalog{}
	h := vtes.NewHeader(1, vtes.DefaultOptions(), []string{"nb-nosferatu", "huge"})
	g, err := vtes.NewGame(h, big)
	if err == nil {
		g.Close()
		t.Fatal("a game with a 70,000-card deck was built")
	}
	if !strings.Contains(err.Error(), "seat 2") || !strings.Contains(err.Error(),
		"at most 1000") {
		t.Errorf("error %q does not name the seat and the limit", err)
	}
}

// bigCatalog serves the built-in decks and "huge", a deck of 70,000 cards.
type bigCatalog struct{}

func (bigCatalog) Deck(spec string) (*vtes.Deck, error) {
	d, err := cards.Catalog{}.Deck("nb-nosferatu")
	if err != nil || spec != "huge" {
		return d, err
	}
	d.Library[0].Count = 70000
	return d, nil
}

// Every card's modes fit an action option's code (vtes.MaxActionModes):
// a seventeenth mode would be played as another one.
func TestActionModesFitTheirCode(t *testing.T) {
	for _, d := range cards.All() {
		if n := len(d.Modes); n > vtes.MaxActionModes {
			t.Errorf("%s (%d) has %d modes; an action code holds %d", d.Name, d.ID, n, vtes.MaxActionModes)
		}
		if n := len(d.Static.Actions); n > vtes.MaxActionModes {
			t.Errorf("%s (%d) gives %d actions; an action code holds %d", d.Name, d.ID, n, vtes.MaxActionModes)
		}
	}
}
