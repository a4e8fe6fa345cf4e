package vtes

import "kindred/engine"

// Equipping from the library ("equip with the first equipment you find
// in your library, working down from the top; requirements and cost apply
// as normal; shuffle afterward": Vast Wealth). The cards passed are not
// shown [PIB 20121028]; paying the cost is not optional, even when it
// ousts the Methuselah [RTR 19941109] [RTR 20010710]; an equipment the
// minion cannot legally take is burned without cost [TOM 19950407].

var (
	msgEquipsFromLibrary = engine.NewMsg("vtes.equips-from-library", "{0} equips with {1} from the library.", "{0} s'équipe de {1} depuis la bibliothèque.")
	msgBurnsUnequippable = engine.NewMsg("vtes.burns-unequippable", "{0} cannot take {1}: it is burned.", "{0} ne peut pas prendre {1} : elle est brûlée.")
)

// EquipFromLibrary has minion m, of seat, equip with the first equipment
// card of seat's library from the top, then shuffles the library; it
// returns the card found, nil when there is none.
func (g *Game) EquipFromLibrary(seat int, m *Card) *Card {
	defer g.Shuffle(seat)
	lib := g.seats[seat].Library
	var c *Card
	for i := len(lib) - 1; i >= 0 && c == nil; i-- { // the top is the end
		if x := g.cards[lib[i]]; x.Def.Types.Has(Equipment) {
			c = x
		}
	}
	if c == nil || !inPlayZone(m.Zone) {
		return nil
	}
	p := g.equipInLimbo(seat, c, m)
	if p.Mode == nil || !g.mayEquipWith(p) {
		g.note(msgBurnsUnequippable.With(cardArg(m), cardArg(c)))
		g.put(c, ZoneAsh, c.Owner)
		return c
	}
	g.note(msgEquipsFromLibrary.With(cardArg(m), cardArg(c)))
	g.payAndEquip(p, g.CostOf(p)) // not optional: an oust if the pool runs out
	return c
}

// equipInLimbo takes equipment c out of its library into limbo while it
// resolves (§14 C4) and returns its play by minion m, of seat (its mode
// equipMode's, nil if it has none).
func (g *Game) equipInLimbo(seat int, c, m *Card) *Play {
	g.take(c)
	g.setZone(c, ZoneRemoved)
	return &Play{Seat: seat, Card: c, Mode: equipMode(c), Minion: m, Action: g.action, Seat2: -1}
}

// payAndEquip pays cost for play p of an equipment in limbo, resolves it
// unless its Methuselah was ousted paying, and puts it in the ash heap if
// it did not leave limbo.
func (g *Game) payAndEquip(p *Play, cost Cost) {
	p.Paid = cost
	g.pay(p, p.Paid)
	if p.Mode.Resolve != nil && !g.seats[p.Seat].Ousted {
		old := g.because(causeCard, p.Card)
		p.Mode.Resolve(g, p)
		g.restoreCause(old)
	}
	if p.Card.Zone == ZoneRemoved {
		g.put(p.Card, ZoneAsh, p.Card.Owner)
	}
}

// equipMode is the mode that equips with equipment card c (its first
// action mode), nil if it has none.
func equipMode(c *Card) *Mode {
	for i := range c.Def.Modes {
		if c.Def.Modes[i].Kind == PlayAction {
			return &c.Def.Modes[i]
		}
	}
	return nil
}

// mayEquipWith reports whether p's minion may legally take p's equipment:
// its requirements and Legal clause ("a minion can have only one"), and a
// blood cost the minion can pay. A pool cost is paid whatever it does.
func (g *Game) mayEquipWith(p *Play) bool {
	free := *p.Mode
	free.Cost = Cost{}
	if !g.meets(p.Seat, p.Minion, p.Card, &free) {
		return false
	}
	if b := g.CostOf(p).Blood; b > 0 && (!p.Minion.IsVampire() || p.Minion.Blood < b) {
		return false
	}
	return p.Mode.Legal == nil || p.Mode.Legal(g, p)
}
