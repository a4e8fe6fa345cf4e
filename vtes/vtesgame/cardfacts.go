package vtesgame

import (
	"encoding/json"
	"strconv"

	"kindred/games"
)

var (
	_ games.CardFacts = (*Game)(nil)
	_ games.Offerer   = (*Game)(nil)
)

// Card returns the printed facts of the card whose VEKN id is id, from the
// official card files (GET /api/cards/vtes/ID: the page shows them when a
// card name is hovered). It is false for an id that is not a number or
// names no card, and when the game has no card files.
func (g *Game) Card(id string) (json.RawMessage, bool) {
	if g.db == nil {
		return nil, false
	}
	n, err := strconv.Atoi(id)
	if err != nil {
		return nil, false
	}
	c, ok := g.db.Card(n)
	if !ok {
		return nil, false
	}
	b, err := json.Marshal(c)
	if err != nil {
		return nil, false
	}
	return b, true
}

// OffersUserContent reports whether the game reads deck lists: with the
// official card files only.
func (g *Game) OffersUserContent() bool { return g.db != nil }

// OffersCardFacts reports whether the game has card facts: with the
// official card files only.
func (g *Game) OffersCardFacts() bool { return g.db != nil }
