package rivals

import (
	"fmt"

	"kindred/engine"
)

// Hash returns a hash of the whole state (engine.Game): every card's
// place and tokens, the players, the piles in order, the City, the
// generator and the pending decision's seat and kind, which stand for the
// point the rules coroutine waits at.
func (g *Game) Hash() uint64 {
	var h engine.Hasher
	for _, w := range g.rand.State() {
		h.Uint64(w)
	}
	h.Int(g.Active)
	h.Int(g.First)
	h.Int(g.Turn)
	h.Int(int(g.Phase))
	h.Int(g.Actions)
	h.Int(g.nextGroup)
	h.Bool(g.over)
	for _, p := range g.Players {
		h.Int(p.Prestige)
		h.Int(p.AP)
		h.Bool(p.Eliminated)
		h.Bool(p.HadFirstTurn)
		h.Int(p.Rival)
		h.Int(p.Number)
		h.Int(p.AgendaTurn)
		h.Int(p.Mortals)
		h.Int(p.MortalsTurn)
		h.Int(p.eliminatedBy)
		h.Bool(p.settled)
	}
	h.Uint64(g.keptPilesHash())
	// The cards' shares, summed so that their order does not count, each
	// kept until a field it reads is written (freshSum).
	h.Uint64(g.freshSum())
	if a := g.attack; a != nil {
		h.Int(int(a.Attacker.ID))
		h.Int(int(a.Type))
		h.Int(a.Intel)
		h.Int(a.Bonus)
		h.Int(a.Defender)
		h.Bool(a.Negated)
		h.Bool(a.Revealed)
		h.Bool(a.ReactionNegated)
		h.Bool(a.CardFaceUp)
		h.Bool(a.Aggravated)
		h.Bool(a.Claim)
		h.Int(a.CardBonus)
		h.Int(a.Mode)
		h.Int(len(a.extra))
		for _, x := range a.extra {
			h.Int(int(x.v.ID))
			h.Int(x.n)
			h.Bool(x.aggravated)
		}
		for _, c := range []*Card{a.Target, a.Blocker, a.Card, a.Reaction, a.Reactor} {
			if c == nil {
				h.Int(-1)
			} else {
				h.Int(int(c.ID))
			}
		}
		h.Int(len(a.Party))
		for _, v := range a.Party {
			h.Int(int(v.ID))
		}
		h.Int(len(a.used))
		for _, k := range a.used {
			h.Uint64(uint64(k))
		}
	}
	h.Int(len(g.princeLeaving))
	if s := g.scheme; s != nil {
		h.Int(int(s.Card.ID))
		h.Int(s.Seat)
		for i := range s.Side {
			h.Int(s.Side[i])
			h.Int(s.Visible[i])
			h.Int(s.fist[i])
			h.Int(s.modValue[i])
			h.Bool(s.Done[i])
			h.Bool(s.Chosen[i])
			if s.modifier[i] != nil {
				h.Int(int(s.modifier[i].ID))
			} else {
				h.Int(-1)
			}
		}
	}
	if g.coro.Waiting() {
		// The decision's seat and kind, not its options: a replay may
		// list them only up to the recorded answer (foresee.go).
		h.Int(g.dec.Seat)
		h.Str(g.dec.Kind)
	}
	return h.Sum()
}

// hashPiles hashes the piles in order: each player's Library, Faction
// deck, hand and discard, then the City's piles, the Streets and the
// failed targets (pileList).
func (g *Game) hashPiles() uint64 {
	var h engine.Hasher
	for i := range g.pileCount() {
		hashIDs(&h, *g.pileList(i))
	}
	return h.Sum()
}

// keptPilesHash is hashPiles, the piles' hash resumed from the state the
// hasher had before the first pile written since the last hash
// (pilesFrom): most choices write no pile, and a draw writes its player's
// Library and hand only, so the piles before them are not hashed again.
// The hash is hashPiles', one sequence of words.
func (g *Game) keptPilesHash() uint64 {
	n := g.pileCount()
	if len(g.pileStates) != n+1 {
		g.pileStates, g.pilesFrom = make([]engine.Hasher, n+1), 0
	}
	h := g.pileStates[g.pilesFrom]
	i := g.pilesFrom
	// The players' piles read a player at a time: pileList builds an
	// array of a player's four piles to index at every call.
	for ; i < 4*len(g.Players); i++ {
		p := g.Players[i/4]
		l := p.Library
		switch i % 4 {
		case 1:
			l = p.Faction
		case 2:
			l = p.Hand
		case 3:
			l = p.Discard
		}
		hashIDs(&h, l)
		g.pileStates[i+1] = h
	}
	for ; i < n; i++ {
		hashIDs(&h, *g.pileList(i))
		g.pileStates[i+1] = h
	}
	g.pilesFrom = n
	return h.Sum()
}

// pileCount is the number of piles hashPiles hashes: four a player, the
// City's four, the Streets and the failed targets.
func (g *Game) pileCount() int { return 4*len(g.Players) + 6 }

// pileList returns pile i of hashPiles' order.
func (g *Game) pileList(i int) *[]CardID {
	if s := i / 4; s < len(g.Players) {
		p := g.Players[s]
		return [...]*[]CardID{&p.Library, &p.Faction, &p.Hand, &p.Discard}[i%4]
	}
	return [...]*[]CardID{&g.CityDeck, &g.CityDiscard, &g.CityBurned, &g.Box, &g.Streets, &g.failedTargets}[i-4*len(g.Players)]
}

// failedPile is the index of the failed targets in pileList's order.
func (g *Game) failedPile() int { return g.pileCount() - 1 }

// pileIndex returns the index in pileList's order of seat's pile z (the
// City's for seat -1), as move lists a card, or -1 if z is no pile.
func (g *Game) pileIndex(seat int, z Zone) int {
	if seat >= 0 {
		switch z {
		case ZoneLibrary, ZoneFaction, ZoneHand, ZoneDiscard:
			return 4*seat + int(z-ZoneLibrary)
		}
		return -1
	}
	at := 4 * len(g.Players)
	switch z {
	case ZoneCityDeck:
		return at
	case ZoneCityDiscard:
		return at + 1
	case ZoneCityBurned:
		return at + 2
	case ZoneBox:
		return at + 3
	case ZoneStreets:
		return at + 4
	}
	return -1
}

// pilesChanged forgets the piles' hash: piles were written. Each hand's
// generation is counted too (handChoices).
func (g *Game) pilesChanged() {
	g.pilesFrom = 0
	for s := range g.handGen {
		g.handGen[s]++
	}
}

// pileChanged forgets the piles' hash from pile i (pileList's order) on:
// pile i was written. A negative i is no pile. A hand's generation is
// counted (handChoices).
func (g *Game) pileChanged(i int) {
	if i >= 0 && i < g.pilesFrom {
		g.pilesFrom = i
	}
	if s := i / 4; i >= 0 && i%4 == int(ZoneHand-ZoneLibrary) && s < len(g.handGen) && s < len(g.Players) {
		g.handGen[s]++
	}
}

// checkPiles reports a kept state of the piles' hash that is not the
// piles': a pile written without pilesChanged or pileChanged.
func (g *Game) checkPiles() error {
	var h engine.Hasher
	for i := 0; i < g.pilesFrom && i < len(g.pileStates)-1; i++ {
		hashIDs(&h, *g.pileList(i))
		if h != g.pileStates[i+1] {
			return fmt.Errorf("pile %d changed without pileChanged: the piles' kept hash is stale", i)
		}
	}
	return nil
}

// hashIDs writes the length of l, then its ids.
func hashIDs(h *engine.Hasher, l []CardID) {
	h.Int(len(l))
	engine.Int32s(h, l)
}

// hashShare is the card's share of the state hash: its place, tokens and
// marks, folded with its id.
func (c *Card) hashShare() uint64 {
	w := uint64(c.Zone) | uint64(uint8(c.Controller+1))<<8 | uint64(uint16(c.Blood))<<16 |
		uint64(uint16(c.Group))<<32 | uint64(uint8(c.Token+1))<<48
	var f uint64
	if c.Exhausted {
		f |= 1
	}
	if c.Leader {
		f |= 2
	}
	if c.NoInfluence {
		f |= 4
	}
	if c.Regrouped {
		f |= 8
	}
	if c.Public {
		f |= 16
	}
	f |= uint64(uint32(c.Host+1))<<8 | uint64(uint32(c.UsedTurn))<<32
	sum := engine.Fold(w^uint64(c.ID)<<56, f^uint64(c.ID))
	if c.Stay != 0 || c.Unblockable != 0 || c.Marked != 0 {
		sum += engine.Fold(uint64(c.ID)|1<<40|uint64(c.Marked)<<48, uint64(c.Stay)|uint64(c.Unblockable)<<32)
	}
	if c.Zone == ZoneConspiracy || c.Colours != [4]int8{} || c.SeenBy != 0 {
		x := uint64(c.SeenBy) | uint64(uint32(c.PlayedTurn))<<8 | uint64(uint32(c.AddedTurn))<<32
		for i, t := range c.Colours {
			x ^= uint64(uint8(t)) << (40 + 4*i)
		}
		y := uint64(uint32(c.Exempt+1)) | uint64(uint32(c.ExemptTurn))<<16
		for i, t := range c.FoeAddedTurn {
			y ^= uint64(uint32(t)) << (32 + 8*i)
		}
		sum += engine.Fold(x^uint64(c.ID)<<56, y)
	}
	return sum
}

// Every card keeps its share of the hash (Card.share), and the game their
// sum (shareSum): a write to a field the share reads (the card's zone,
// controller, Blood, party, marks, tokens, host, turns, colours) is
// followed by changed, which notes the card; the next hash makes again
// the shares of the cards noted since the last (freshSum), not the
// board's ≈ 22 at every choice. A write without changed leaves a stale
// share: the invariants check every share after every choice
// (checkShares), so the first game that meets it finds it. The shares
// and their sum are the ones made anew: the hash does not change.

// changed notes that a field of c the state hash reads was written:
// its share is made again by the next hash (freshSum).
func (g *Game) changed(c *Card) {
	if !c.stale {
		c.stale = true
		g.stale = append(g.stale, c.ID)
	}
	if c.NoInfluence && c.Controller >= 0 && c.Controller < len(g.noInfluenceMarked) {
		g.noInfluenceMarked[c.Controller] = true // startOfTurn clears it
	}
}

// Changed notes that a card text wrote a field of c the state hash reads
// (its Blood, a mark, a turn): changed, for the texts of package cards.
func (g *Game) Changed(c *Card) { g.changed(c) }

// freshSum makes again the shares of the cards changed since the last
// hash and returns the sum of every card's share.
func (g *Game) freshSum() uint64 {
	for _, id := range g.stale {
		c := g.cards[id]
		g.shareSum -= c.share
		c.share = c.hashShare()
		g.shareSum += c.share
		c.stale = false
	}
	g.stale = g.stale[:0]
	return g.shareSum
}

// resetShares makes every share again, for a position built field by
// field (Scenario).
func (g *Game) resetShares() {
	g.shareSum = 0
	for _, c := range g.cards {
		c.share, c.stale = c.hashShare(), false
		g.shareSum += c.share
	}
	g.stale = g.stale[:0]
}

// checkShares reports a card whose kept share is not its share though no
// change was noted (changed): a hashed field written without changed.
func (g *Game) checkShares() error {
	var sum uint64
	stale := 0
	for _, c := range g.cards {
		if c.stale {
			stale++
		} else if s := c.hashShare(); s != c.share {
			return fmt.Errorf("%s (card %d, zone %d) changed without changed: its hash share is stale", c.Def.Name, c.ID, c.Zone)
		}
		sum += c.share
	}
	if stale != len(g.stale) {
		return fmt.Errorf("%d cards marked stale, %d listed", stale, len(g.stale))
	}
	if sum != g.shareSum {
		return fmt.Errorf("the cards' hash shares sum to %#x, kept %#x", sum, g.shareSum)
	}
	return nil
}
