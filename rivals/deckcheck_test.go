package rivals_test

import (
	"slices"
	"strings"
	"testing"

	"kindred/rivals"
	"kindred/rivals/cards"
)

// TestDeckCheckedAgain: a deck that passed spec §6.1's check in one game
// is not checked again in the next (checkOnce), but a deck changed since,
// even in place in the very lists that passed, is: each change below is
// refused after the unchanged decks started a game.
func TestDeckCheckedAgain(t *testing.T) {
	tests := []struct {
		name   string
		change func(d *rivals.Deck)
		want   string
	}{
		{"a fourth copy", func(d *rivals.Deck) {
			for i := 1; i < 4; i++ {
				d.Library[i] = d.Library[0]
			}
		}, "more than 3 times"},
		{"a vampire twice", func(d *rivals.Deck) { d.Vampires[1] = d.Vampires[0] }, "twice"},
		{"a vampire in the Library", func(d *rivals.Deck) { d.Library[0] = d.Vampires[0] }, "a Library card that is not one"},
		{"no Haven", func(d *rivals.Deck) { d.Haven = nil }, "needs a Haven"},
		{"the Agenda as Haven", func(d *rivals.Deck) { d.Haven = d.Agenda }, "needs a Haven"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			decks := starters(t, 2)
			// The deck's own lists (Starter shares the vampires' list).
			decks[1].Vampires = slices.Clone(decks[1].Vampires)
			g, err := rivals.NewGame(rivals.DefaultOptions(), decks, cards.City, 1)
			if err != nil {
				t.Fatal(err)
			}
			g.Close()
			tt.change(&decks[1]) // in place: the lists that passed
			_, err = rivals.NewGame(rivals.DefaultOptions(), decks, cards.City, 1)
			if err == nil || !strings.Contains(err.Error(), "seat 2: deck rivals-core-malkavian: ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want seat 2's deck refused: %s", err, tt.want)
			}
		})
	}
}
