package rivals

import (
	"fmt"
	"math/bits"

	"kindred/engine"
)

// Hash returns a hash of the whole state (engine.Game): every card's
// place and tokens, the players, the piles in order, the City, the
// generator and the pending decision's seat and kind, which stand for the
// point the rules coroutine waits at.
//
// Since rules 0.5 the hash is a sum of independent folds (engine.Fold),
// each part's multiply not waiting on the last as a chain of
// engine.Hasher words does: the turn's and the players' words packed and
// folded in pairs, each pile's hash kept and folded with its place, the
// cards' kept shares; a Hasher mixes only the few sums. Rules 0.4 hashed
// the same state as one chain of ≈ 55 words and every pile's ids after
// the first one written (a log of 0.4 is refused by this build: its
// version is not 0.5).
func (g *Game) Hash() uint64 {
	var h engine.Hasher
	h.Uint64(g.fixedSum())
	h.Uint64(g.keptPilesSum())
	// The cards' shares, summed so that their order does not count, each
	// kept until a field it reads is written (freshSum).
	h.Uint64(g.freshSum())
	if a := g.attack; a != nil {
		h.Uint64(a.hash())
	}
	h.Int(len(g.princeLeaving))
	if s := g.scheme; s != nil {
		h.Uint64(s.hash())
	}
	if g.coro.Waiting() {
		// The decision's seat and kind, not its options: a replay may
		// list them only up to the recorded answer (foresee.go).
		h.Int(g.dec.Seat)
		h.Uint64(g.kindHash(g.dec.Kind))
	}
	return h.Sum()
}

// lanes packs four small numbers in a word, 16 bits each (each number's
// low 16 bits: the turn's and the players' numbers are far smaller).
func lanes(a, b, c, d int) uint64 {
	return uint64(uint16(a)) | uint64(uint16(b))<<16 | uint64(uint16(c))<<32 | uint64(uint16(d))<<48
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// The constants that tell the folds of the fixed words apart (odd, from
// the digits of π): a fold's place in the state is in its words.
const (
	foldRand   = 0x243f6a8885a308d3
	foldTurn   = 0x13198a2e03707344
	foldPlayer = 0xa4093822299f31d0
	foldPile   = 0x082efa98ec4e6c89
)

// fixedSum folds the generator, the turn's numbers and the players'.
func (g *Game) fixedSum() uint64 {
	r := g.rand.State()
	sum := engine.Fold(r[0], r[1]) + engine.Fold(r[2]^foldRand, r[3])
	var over uint64
	if g.over {
		over = 1 << 16
	}
	sum += engine.Fold(lanes(g.Active, g.First, int(g.Phase), g.Actions)^foldTurn,
		uint64(uint32(g.Turn))|uint64(uint16(g.nextGroup))<<32|over<<32)
	for s, p := range g.Players {
		f := b2i(p.Eliminated) | b2i(p.HadFirstTurn)<<1 | b2i(p.settled)<<2
		sum += engine.Fold(lanes(p.Prestige, p.AP, p.Rival, p.Number)^(foldPlayer+uint64(s)),
			lanes(p.AgendaTurn, p.Mortals, p.MortalsTurn, p.eliminatedBy+1|f<<8))
	}
	return sum
}

// hash is the attack in progress's part of the state hash.
func (a *Attack) hash() uint64 {
	var h engine.Hasher
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
	return h.Sum()
}

// hash is the Scheme in progress's part of the state hash.
func (s *Scheme) hash() uint64 {
	var h engine.Hasher
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
	return h.Sum()
}

// kindHash returns the hash of a decision's kind, kept for the last
// kinds hashed (kindCache): a kind is one of a few constants, and a game
// asks a few of them in turn.
func (g *Game) kindHash(kind string) uint64 {
	c := &g.kinds
	for i := range min(c.next, len(c.kinds)) {
		if c.kinds[i] == kind {
			return c.hashes[i]
		}
	}
	var h engine.Hasher
	h.Str(kind)
	i := c.next % len(c.kinds)
	c.kinds[i], c.hashes[i] = kind, h.Sum()
	c.next++
	return c.hashes[i]
}

// kindCache holds the hashes of the last kinds hashed (kindHash).
type kindCache struct {
	kinds  [8]string
	hashes [8]uint64
	next   int
}

// pileHash hashes one pile: its length, then its ids.
func pileHash(l []CardID) uint64 {
	var h engine.Hasher
	hashIDs(&h, l)
	return h.Sum()
}

// keptPilesSum returns the piles' part of the hash: each pile's hash
// folded with its place in pileList's order, summed. Each pile's fold is
// kept until the pile is written (pileChanged, pilesChanged): most
// choices write no pile, and a draw its player's Library and hand only.
func (g *Game) keptPilesSum() uint64 {
	n := g.pileCount()
	if n > 64 { // more piles than a word's bits (4 seats make 22): none kept
		var sum uint64
		for i := range n {
			sum += engine.Fold(pileHash(*g.pileList(i)), foldPile+uint64(i))
		}
		return sum
	}
	if len(g.pileFolds) != n {
		g.pileFolds, g.pilesSum, g.pilesDirty = make([]uint64, n), 0, ^uint64(0)
	}
	for d := g.pilesDirty & (1<<n - 1); d != 0; d &= d - 1 {
		i := bits.TrailingZeros64(d)
		f := engine.Fold(pileHash(*g.pileList(i)), foldPile+uint64(i))
		g.pilesSum += f - g.pileFolds[i]
		g.pileFolds[i] = f
	}
	g.pilesDirty = 0
	return g.pilesSum
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

// pilesChanged forgets every pile's kept fold: piles were written. Each
// hand's generation is counted too (handChoices).
func (g *Game) pilesChanged() {
	g.pilesDirty = ^uint64(0)
	for s := range g.handGen {
		g.handGen[s]++
	}
}

// pileChanged forgets pile i's kept fold (pileList's order): pile i was
// written. A negative i is no pile. A hand's generation is counted
// (handChoices).
func (g *Game) pileChanged(i int) {
	if i >= 0 && i < 64 {
		g.pilesDirty |= 1 << i
	}
	if s := i / 4; i >= 0 && i%4 == int(ZoneHand-ZoneLibrary) && s < len(g.handGen) && s < len(g.Players) {
		g.handGen[s]++
	}
}

// checkPiles reports a pile's kept fold that is not the pile's: a pile
// written without pilesChanged or pileChanged.
func (g *Game) checkPiles() error {
	var sum uint64
	for i, f := range g.pileFolds {
		if i < g.pileCount() && i < 64 && g.pilesDirty&(1<<i) == 0 {
			if engine.Fold(pileHash(*g.pileList(i)), foldPile+uint64(i)) != f {
				return fmt.Errorf("pile %d changed without pileChanged: its kept hash is stale", i)
			}
		}
		sum += f
	}
	if sum != g.pilesSum {
		return fmt.Errorf("the piles' kept folds sum to %#x, kept %#x", sum, g.pilesSum)
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
