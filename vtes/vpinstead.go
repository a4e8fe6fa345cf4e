package vtes

import "kindred/engine"

// Victory points gained by one Methuselah going to another instead
// (rules/vtes.md §8.1): "you gain any victory point gained by that
// Methuselah instead of them" (Life Boon). Every gain of victory points
// (an oust, the last one standing, a withdrawal, the time limit) is
// offered first to the cards in play with Static.TakesVP, which take
// their share for their controllers, half points included ([RTR
// 19991206]); the Methuselah gains what is left.

// takeVP lets the cards in play take their share of the halves half
// victory points seat gains for reason, credits their controllers, and
// returns what is left for seat. The cards are asked again after one
// takes some, so that a series of them (Life Boons on one Methuselah,
// [RTR 19951017]) goes on to the next once the first is done.
func (g *Game) takeVP(seat, halves int, reason engine.Msg) int {
	for halves > 0 {
		took := false
		for _, c := range g.vpTakers() {
			if c.Zone != ZoneInPlay || c.Contested || g.seats[c.Controller].Ousted {
				continue // "until you are being ousted"
			}
			n := min(c.Def.Static.TakesVP(g, c, seat, halves), halves)
			if n <= 0 {
				continue
			}
			g.seats[c.Controller].VP += n
			g.seats[c.Controller].changed()
			g.noteVP(c.Controller, n, reason)
			halves -= n
			took = true
			break
		}
		if !took {
			break
		}
	}
	return halves
}

// vpTakers lists the cards in play with Static.TakesVP, Methuselah by
// Methuselah: victory points are gained a few times a game, so the
// walk costs nothing worth a list.
func (g *Game) vpTakers() []*Card {
	var out []*Card
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			if c := g.cards[id]; c.Def.Static.TakesVP != nil {
				out = append(out, c)
			}
		}
	}
	return out
}
