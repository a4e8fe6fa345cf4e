package vtes

import "kindred/engine"

// Searching the library for an equipment card to put on a minion ("search
// your library for an equipment card and put [it] on the chosen vampire
// (ignore requirements; shuffle afterward); pay half the cost rounded
// down of the equipment": Alastor). Finding one is optional ([LSJ
// 20050331-2]); a blood cost is paid by the minion that takes it ([LSJ
// 20040518]), so an equipment whose half cost in blood the minion cannot
// pay is not offered. The library is shuffled afterward.

var msgSearchedEquipment = engine.NewMsg("vtes.searched-equipment",
	"{0} takes {1}, searched from the library.",
	"{0} prend {1}, cherchée dans la bibliothèque.")

// SearchLibraryToEquip lets seat choose an equipment card of its library,
// or none, and puts it on minion m ignoring requirements, paying half its
// cost rounded down; then shuffles the library. It returns the card, nil
// when none was taken.
func (g *Game) SearchLibraryToEquip(seat int, m *Card) *Card {
	defer g.Shuffle(seat)
	var found []*Card
	for _, id := range g.seats[seat].Library {
		c := g.cards[id]
		if md := equipMode(c); md != nil && c.Def.Types.Has(Equipment) && !defAmong(found, c.Def) &&
			g.halfCost(seat, m, c, md).Blood <= m.Blood {
			found = append(found, c)
		}
	}
	c := g.ChooseOrNone(seat, found)
	if c == nil || !inPlayZone(m.Zone) {
		return nil
	}
	p := g.equipInLimbo(seat, c, m) // equipfromlibrary.go
	g.note(msgSearchedEquipment.With(cardArg(m), cardArg(c)))
	g.payAndEquip(p, g.halfCost(seat, m, c, p.Mode))
	return c
}

// halfCost is half the cost of equipment c for minion m, rounded down.
func (g *Game) halfCost(seat int, m, c *Card, md *Mode) Cost {
	cost := g.CostOf(&Play{Seat: seat, Card: c, Mode: md, Minion: m, Seat2: -1})
	return Cost{Pool: cost.Pool / 2, Blood: cost.Blood / 2}
}
