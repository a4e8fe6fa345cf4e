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
			hashIDs(&h, l)
		}
	}
	for _, c := range g.cards {
		hashCard(&h, c)
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

// hashIDs writes a list of card ids, two to a word.
func hashIDs(h *engine.Hasher, l []CardID) {
	h.Int(len(l))
	for i := 0; i+1 < len(l); i += 2 {
		h.Uint64(uint64(uint32(l[i])) | uint64(uint32(l[i+1]))<<32)
	}
	if len(l)%2 == 1 {
		h.Uint64(uint64(uint32(l[len(l)-1])))
	}
}

// hashCard writes a card's state in a few packed words: the hash is on the
// replay path, once per choice over every card (docs/BENCHMARKS.md).
func hashCard(h *engine.Hasher, c *Card) {
	flags := b2u(c.Locked) | b2u(c.Bled)<<1 | b2u(c.Politicked)<<2 | b2u(c.Contested)<<3 |
		b2u(c.CannotAct)<<4 | b2u(c.NoUnlock)<<5 | b2u(c.Woken)<<6 | b2u(c.UsedTurn)<<7 |
		b2u(c.UsedAction)<<8 | b2u(c.UsedUnlock)<<9
	h.Uint64(uint64(c.Zone) | uint64(uint8(c.Controller+1))<<8 | flags<<16 |
		uint64(uint32(c.Host+1))<<32)
	h.Uint64(uint64(uint32(c.Blood)) | uint64(uint32(c.Counters))<<32)
	h.Uint64(uint64(uint32(c.Links[0]+1)) | uint64(uint32(c.Links[1]+1))<<32)
	h.Uint64(uint64(uint32(c.CapacityBonus)) | uint64(uint32(len(c.usedActions)))<<32)
	if c.DiscBonus != (Disciplines{}) {
		var disc [2]uint64
		for d, l := range c.DiscBonus {
			disc[d/32] |= uint64(l) << (2 * (d % 32))
		}
		h.Uint64(disc[0])
		h.Uint64(disc[1])
	}
	for _, id := range c.usedActions {
		h.Int(id)
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
