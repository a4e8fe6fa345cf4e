package sim

import (
	"strings"
	"testing"

	"kindred/vtes/cards"
)

// Issue 4: a simulation reports, per deck, how often each card was played;
// the counts cover every card of the deck, add up whatever the number of
// workers, and show the bots playing the decks' cards.
func TestCardPlays(t *testing.T) {
	o := Options{Games: 16, Seed: 3, CardPlays: true}
	one, err := run(t, o)
	if err != nil {
		t.Fatal(err)
	}
	o.Workers = 2
	two, err := run(t, o)
	if err != nil {
		t.Fatal(err)
	}
	if !equalStats(withoutSpeed(one), withoutSpeed(two)) {
		t.Error("card plays depend on the number of workers")
	}
	for _, d := range one.Decks {
		entries := cards.BuiltinEntries(d.Deck)
		copies, played := 0, 0
		for _, c := range d.Cards {
			if entries[c.ID] != c.Copies {
				t.Errorf("%s: %s x%d, the deck has %d", d.Deck, c.Name, c.Copies, entries[c.ID])
			}
			copies += c.Copies
			played += c.Played
		}
		want := 0
		for _, n := range entries {
			want += n
		}
		if copies != want {
			t.Errorf("%s: %d cards listed, the deck has %d", d.Deck, copies, want)
		}
		// Every game brings out at least one vampire and plays library cards.
		if played < d.Games {
			t.Errorf("%s: %d cards played in %d games", d.Deck, played, d.Games)
		}
	}
	var b strings.Builder
	if err := one.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "cards of nb-nosferatu") {
		t.Errorf("no card plays in the text report:\n%s", b.String())
	}
	plain, err := run(t, Options{Games: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if plain.Decks[0].Cards != nil {
		t.Error("card plays counted without Options.CardPlays")
	}
}
