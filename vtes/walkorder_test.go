package vtes

import (
	"slices"
	"testing"
)

// inWalkOrder finds the cards a walk of every card in play finds, in the
// walk's order (eachInPlay, seat by seat), whatever the order of the ids
// it is given: minions in both regions, cards on them, cards on no minion,
// a master card on another Methuselah's minion.
func TestInWalkOrderIsTheWalksOrder(t *testing.T) {
	defs := map[string]*CardDef{
		"Test Elder": {ID: 1, Name: "Test Elder", Capacity: 5, Types: Vampire},
		"Test Gear":  {ID: 2, Name: "Test Gear", Types: Equipment},
		"Test Haven": {ID: 3, Name: "Test Haven", Types: Master},
	}
	lookup := func(name string) (*CardDef, bool) { d, ok := defs[name]; return d, ok }
	s := NewScenario(3, lookup)
	a := s.Ready(0, "Test Elder", 3)
	s.Attach(a, "Test Gear", 0)
	s.Attach(a, "Test Gear", 0)
	s.InPlay(0, "Test Haven")
	s.Torpor(0, "Test Elder", 0)
	b := s.Ready(1, "Test Elder", 2)
	s.Ready(1, "Test Elder", 2)
	s.Attach(b, "Test Gear", 0).Controller = 2 // on another Methuselah's minion
	s.InPlay(2, "Test Haven")
	s.Torpor(2, "Test Elder", 1)
	s.Hand(2, "Test Gear")
	g := s.g
	var walk []*Card
	for seat := range g.seats {
		g.eachInPlay(seat, func(c *Card) { walk = append(walk, c) })
	}
	ids := make([]CardID, len(g.cards))
	for i := range ids {
		ids[i] = CardID(len(ids) - 1 - i) // the reverse of the cards' order
	}
	got := g.inWalkOrder(nil, ids, func(*Card) bool { return true })
	if !slices.Equal(got, walk) {
		t.Fatalf("inWalkOrder found %v, the walk %v", cardIDs(got), cardIDs(walk))
	}
}

// cardIDs are the ids of cs, for messages.
func cardIDs(cs []*Card) []CardID {
	var out []CardID
	for _, c := range cs {
		out = append(out, c.ID)
	}
	return out
}
