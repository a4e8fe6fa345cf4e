package vtes

import "strings"

// Costs a choice leads to (issue 19): a choice that commits its seat to
// an effect whose cost comes at a later choice, forced when it has one
// option. The sim found each of them ousting its Methuselah: Magic of the
// Smith fetching the only equipment it could (a Sniper Rifle for the
// last 2 pool), Golconda: Inner Peace's "burn 2 pool to cancel",
// Oxford University's "burn X pool" with 1 pool left, a master card's
// target under a Secure Haven (1 more pool), Pack Alpha counting a
// retainer its vampire could not employ. Forecasting them here keeps
// each choice cheap to weigh: a game cannot be cloned (its rules run in a
// coroutine), and playing one forward again from its header costs a
// whole game's replay, some 200 times a choice's.

// yesPool is the pool a "yes" burns, by the card asking: "burn 2 pool to
// cancel" (Golconda: Inner Peace, asked of the target's Methuselah). It
// belongs in the card's definition, as termsPool does. (The
// Garibaldi-Meucci Museum's 1 pool is asked only from 2 pool.)
var yesPool = map[string]int{
	"Golconda: Inner Peace": 2,
}

// chosenPool is the pool option o of a generic choice makes seat burn:
// a card fetched to be played (its printed pool) or equipped (its pool
// after the modifiers in play, as it is paid), a master
// card's target with a surcharge (Secure Haven: every Methuselah pays
// it, [TOM 19951208-1]), a "yes" that pays (yesPool).
func (g *Game) chosenPool(seat int, o *OptionInfo) int {
	c := g.cause
	if c.kind != causeCard || c.card == nil {
		return 0
	}
	switch o.Kind {
	case OptCard:
		t := o.Card
		if t == nil {
			return 0
		}
		if t.Zone == ZoneLibrary && t.Owner == seat && t.Def.Types.Has(Equipment) &&
			g.action != nil && g.action.Actor != nil && equipMode(t) != nil {
			// equipped as normal (Magic of the Smith): its cost after the
			// modifiers in play, as PayEquipChosen pays it
			return g.CostOf(g.equipPlay(seat, g.action.Actor, t)).Pool
		}
		if (t.Zone == ZoneHand || t.Zone == ZoneLibrary) && len(t.Def.Modes) > 0 && t.Owner == seat {
			return t.Def.Modes[0].Cost.Pool
		}
		if c.card.Def.Types.Has(Master) && c.card.Controller == seat && t.IsMinion() && inPlayZone(t.Zone) {
			return g.MasterSurcharge(t)
		}
	case OptYes:
		return yesPool[c.card.Def.Name]
	}
	return 0
}

// libraryPool is the pool an action's effect that equips from the
// library makes seat pay: the cheapest equipment minion m could take
// when the effect lets the Methuselah choose one (Magic of the Smith:
// the bot then takes one that does not oust it), but the second
// cheapest when there are two, as the card played is replaced from the
// library first and may draw the cheapest (a Bowl of Convergence drawn
// left a Sport Bike for Nassir's last pool); the dearest when it takes
// the first one found (Vast Wealth: the seat does not know the order); 0
// when none would be found. The seat knows which cards are in its
// library (its deck list, less the cards it has seen), not their order.
func (g *Game) libraryPool(seat int, m *Card, md *Mode) int {
	if md == nil || m == nil {
		return 0
	}
	choose := strings.Contains(md.Label, "equip from the library")
	first := strings.Contains(md.Label, "first equipment of the library")
	if !choose && !first {
		return 0
	}
	pool := g.seats[seat].Pool
	least, next, most := -1, -1, 0
	for _, id := range g.seats[seat].Library {
		c := g.cards[id]
		if !c.Def.Types.Has(Equipment) {
			continue
		}
		em := equipMode(c)
		if em == nil {
			continue
		}
		p := &Play{Seat: seat, Card: c, Mode: em, Minion: m, Action: g.action, Seat2: -1}
		if !g.mayEquipWith(p) {
			continue
		}
		n := g.CostOf(p).Pool
		if choose && n > pool {
			continue // the card offers only what can be paid
		}
		switch {
		case least < 0 || n < least:
			least, next = n, least
		case next < 0 || n < next:
			next = n
		}
		most = max(most, n)
	}
	switch {
	case first:
		return most
	case next >= 0:
		return next
	}
	return max(least, 0)
}
