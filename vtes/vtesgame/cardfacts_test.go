package vtesgame

import (
	"encoding/json"
	"testing"

	"kindred/internal/shareddata"
)

// TestCardFacts: with the official card files, a card's facts are found
// by its VEKN id; an unknown id, one that is not a number, and a game
// without the card files find none, and offer none.
func TestCardFacts(t *testing.T) {
	db := shareddata.CardDB(t)
	g := New(db)
	if !g.OffersCardFacts() || !g.OffersUserContent() {
		t.Error("with the card files, the game offers no card facts or deck lists")
	}
	b, ok := g.Card("100093") // a library card's id, as the archive's decks use it
	var facts struct{ Name string }
	if !ok || json.Unmarshal(b, &facts) != nil || facts.Name == "" {
		t.Fatalf("card 100093: %v %s", ok, b)
	}
	for _, id := range []string{"1", "x", "", "-100093"} {
		if b, ok := g.Card(id); ok {
			t.Errorf("card %q: %s", id, b)
		}
	}
	none := New(nil)
	if _, ok := none.Card("100093"); ok || none.OffersCardFacts() || none.OffersUserContent() {
		t.Error("without the card files, the game offers card facts or deck lists")
	}
}
