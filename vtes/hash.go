package vtes

import "kindred/engine"

// Hash hashes the whole state: turn, phase, Edge, the generator, every
// seat's counters and zones in order, and every card's state. Two states
// that can differ in any future hash apart (docs/ENGINE.md).
func (g *Game) Hash() uint64 {
	var h engine.Hasher
	h.Int(g.Turn)
	h.Int(g.Active)
	h.Int(int(g.Phase))
	h.Int(g.Edge)
	h.Bool(g.over)
	for _, w := range g.rand.State() {
		h.Uint64(w)
	}
	for _, id := range g.events {
		h.Int(id)
	}
	for _, m := range g.seats {
		h.Int(m.Pool)
		h.Int(m.VP)
		h.Bool(m.Ousted)
		h.Int(m.mpa)
		h.Int(m.transfers)
		h.Int(m.dpa)
		h.Bool(m.oot)
		h.Bool(m.Withdrawn)
		h.Bool(m.withdrawing)
		h.Bool(m.withdrawBroken)
		for _, l := range [...][]CardID{m.Library, m.Crypt, m.Hand, m.Uncontrolled, m.Ready, m.Torpor, m.InPlay, m.Ash} {
			h.Int(len(l))
			for _, id := range l {
				h.Int(int(id))
			}
		}
	}
	for _, c := range g.cards {
		h.Int(int(c.Zone))
		h.Int(c.Controller)
		h.Bool(c.Locked)
		h.Int(c.Blood)
		h.Int(c.Counters)
		h.Int(int(c.Host))
		h.Int(c.CapacityBonus)
		h.Bool(c.Bled)
		h.Bool(c.Politicked)
		h.Bool(c.Contested)
		h.Bool(c.CannotAct)
		h.Bool(c.NoUnlock)
		h.Bool(c.Woken)
		h.Bool(c.UsedTurn)
		h.Bool(c.UsedAction)
		h.Bool(c.UsedUnlock)
		h.Int(int(c.Links[0]))
		h.Int(int(c.Links[1]))
		h.Int(len(c.usedActions))
		for _, id := range c.usedActions {
			h.Int(id)
		}
		for _, l := range c.DiscBonus {
			h.Int(int(l))
		}
	}
	h.Int(g.first)
	h.Int(len(g.marks))
	for _, k := range g.marks {
		h.Int(k)
	}
	if a := g.action; a != nil {
		h.Int(int(a.Actor.ID))
		h.Int(a.Stealth)
		h.Int(a.Intercept)
		h.Int(a.Bleed)
	}
	if cs := g.combat; cs != nil {
		h.Int(cs.Round)
		h.Bool(cs.Long)
	}
	if r := g.refer; r != nil {
		h.Int(r.For)
		h.Int(r.Against)
		h.Int(r.PrisciFor)
		h.Int(r.PrisciAgainst)
	}
	// The pending decision is part of the state: its seat and options.
	if g.coro.waiting {
		h.Int(g.dec.Seat)
		h.Str(g.dec.Kind)
		for _, o := range g.dec.Options {
			h.Uint64(uint64(o.Code))
		}
	}
	return h.Sum()
}
