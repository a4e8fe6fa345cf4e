package vtes

import "kindred/engine"

// Choices that oust their own Methuselah (issue 19): a Methuselah burns
// pool to pay costs (§1.5.6), to move blood in the influence phase (§3.5)
// and when the terms of a referendum say so; at 0 pool they are ousted
// (§8.1). The bots never make such a choice when another does not, the
// labels warn of it, and the simulator counts the Methuselahs ousted by
// a cause of their own (Methuselah.SelfOusted).

// termsPool forecasts, for political actions whose terms make
// Methuselahs burn pool, how much seat would burn were the referendum to
// pass now. The forecast belongs in the card's definition (CardDef); it
// is kept here, by card name, until the card layer carries it.
var termsPool = map[string]func(g *Game, seat int) int{
	// Domain Challenge: 1 pool per locked minion the Methuselah controls,
	// in torpor too (cards/toreador.go).
	"Domain Challenge": func(g *Game, seat int) int {
		n := 0
		m := g.seats[seat]
		for _, l := range [][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if c := g.cards[id]; c.IsMinion() && !c.Contested && c.Locked {
					n++
				}
			}
		}
		return n
	},
}

// PoolAtStake returns the pool option i of the pending decision d makes
// its seat burn for sure, or would if the referendum it supports passed:
// a transfer or a crypt draw (1), a scarce vampire's reveal, a card's or
// an action's pool cost, a vote for terms that burn the voter's pool.
func (g *Game) PoolAtStake(d *engine.Decision, i int) int {
	if d != &g.dec || i < 0 || i >= len(d.Options) {
		return 0
	}
	seat := d.Seat
	o := g.views[seat].Option(d, i)
	switch o.Kind {
	case OptTransfer, OptDrawCrypt:
		return 1
	case OptReveal:
		return g.scarcePool(o.Card)
	case OptAction:
		n := 0
		if o.Mode != nil {
			n = o.Mode.Cost.Pool
		}
		if o.Card != nil && o.Action == ActPolitical {
			if f := termsPool[o.Card.Def.Name]; f != nil {
				extra := 0
				if o.Minion != nil && !o.Minion.Locked {
					extra = 1 // the caller locks as it acts (§4.1)
				}
				n += f(g, seat) + extra
			}
		}
		return n
	case OptPlay:
		if o.Mode != nil {
			return o.Mode.Cost.Pool
		}
	case OptVote:
		if r := g.refer; r != nil && o.For && r.Card != nil {
			if f := termsPool[r.Card.Def.Name]; f != nil {
				return f(g, seat)
			}
		}
	}
	return 0
}

// OustsSelf reports whether option i of the pending decision d would oust
// its own Methuselah: it costs all the pool they have left (PoolAtStake).
func (g *Game) OustsSelf(d *engine.Decision, i int) bool {
	n := g.PoolAtStake(d, i)
	return n > 0 && d == &g.dec && n >= g.seats[d.Seat].Pool
}

// OustsSelf is Game.OustsSelf for the deciding seat's view: what it
// reads is public (pool, locked minions, costs) or the seat's own hand.
func (v *View) OustsSelf(d *engine.Decision, i int) bool { return v.g.OustsSelf(d, i) }
