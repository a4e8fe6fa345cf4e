package vtes

import (
	"fmt"
	"math/bits"
	"slices"
)

// shares keeps the cards' shares of the state hash (cardsSum) between two
// hashes: the hash is taken after every choice a Table makes or replays,
// and most cards do not change between two choices.
//
//   - A card in a library or crypt is at rest (Card.rest): it has no share,
//     the zone lists say where it is.
//   - Any other card has its share made once (pending until then) and kept
//     in kept, the sum of those made, until it changes: every write to a
//     field the hash reads (cardWords, cardFlags, cardExtras) forgets it
//     (Game.changed, or the method making the change: setZone, take,
//     Lock, Unlock, addBlood, SetCounters ...), and the next hash makes it
//     again. Made anew by every hash, the ≈ 20 cards in play were ≈ 12 %
//     of a replay (sumShares, BenchmarkReplay).
//
// A write that forgets nothing leaves a stale share: two states would hash
// alike. CheckInvariants compares the shares of the cards in play with
// the cards after every check (kindred sim checks every choice), and a
// scenario's game after every decision (Game.ask), so a card that changes
// behind the hash's back fails its scenario test and the simulations.
//
// Not game state: CheckInvariants checks it against the cards.
type shares struct {
	share   []uint64 // by card id; 0 when not made
	kept    uint64   // the sum of the shares made
	pending []uint64 // bit set by card id: shares to make
	// words has a bit set for each word of pending that may have a bit
	// set (pendingWord; most hashes have none to make, the others a few
	// cards, and need not read the whole set).
	words uint64
}

// pendingWord is the bit of shares.words for card id's word of pending:
// the 63 first words have theirs, the others (a game of more than 4,032
// cards) share the last.
func pendingWord(id CardID) uint64 { return 1 << min(uint32(id)/64, 63) }

// restZone reports whether a card in zone z is at rest, without a share.
func restZone(z Zone) bool { return z == ZoneLibrary || z == ZoneCrypt }

// reserve makes room for n cards more (Game.reserve).
func (s *shares) reserve(n int) {
	s.share = slices.Grow(s.share, n)
	words := (len(s.share)+n+63)/64 - len(s.pending)
	s.pending = slices.Grow(s.pending, words)
}

// add makes room for a new card in zone z.
func (s *shares) add(id CardID, z Zone) {
	s.share = append(s.share, 0)
	for len(s.pending)*64 < len(s.share) {
		s.pending = append(s.pending, 0)
	}
	if !restZone(z) { // at rest, the new card has no share and its bit is clear already
		s.moved(id, z)
	}
}

// moved notes that card id is now in zone z: its share is dropped, and
// made again by the next hash unless the card is at rest. Ids are
// unsigned here: a card's id is never negative, and the unsigned
// division and remainder are a shift and a mask (moved runs at every
// move of a card).
func (s *shares) moved(id CardID, z Zone) {
	u := uint32(id)
	s.kept -= s.share[u]
	s.share[u] = 0
	bit := uint64(1) << (u % 64)
	if restZone(z) {
		s.pending[u/64] &^= bit
		return
	}
	s.pending[u/64] |= bit
	s.words |= pendingWord(id)
}

// forget drops card id's share: it changed. A card not at rest has its
// share made again by the next hash. Out of line: every write to a
// field the hash reads calls it (≈ 100 sites, a dozen on a replayed
// choice's path), one copy rather than one in each (BENCHMARKS, VS5).
//
//go:noinline
func (s *shares) forget(id CardID) {
	u := uint32(id)
	if v := s.share[u]; v != 0 {
		s.kept -= v
		s.share[u] = 0
		s.pending[u/64] |= 1 << (u % 64)
		s.words |= pendingWord(id)
	}
}

// sum is the cards' share of the hash: the kept shares, those pending
// made and kept first, word by word of pending (one loop, not a call a
// word: the hash's path is short, BENCHMARKS, VS5).
func (s *shares) sum(cards []*Card) uint64 {
	for ws := s.words; ws != 0; ws &= ws - 1 {
		w := bits.TrailingZeros64(ws)
		last := w + 1
		if w == 63 {
			last = len(s.pending) // the words past the 63rd share its bit
		}
		for ; w < last; w++ {
			for word := s.pending[w]; word != 0; word &= word - 1 {
				id := w*64 + bits.TrailingZeros64(word)
				v := max(cardHash(cards[id]), 1) // 0 says "not made"
				s.share[id] = v
				s.kept += v
			}
			s.pending[w] = 0
		}
	}
	s.words = 0
	return s.kept
}

// checkAll verifies every card's share (checkCard) and the kept sum
// (checkSum): a scenario's game, at every decision (checkShares).
// CheckInvariants checks the cards in its own walk, those in play every
// time and the others an eighth at a time.
func (s *shares) checkAll(cards []*Card) error {
	for _, c := range cards {
		if err := s.checkCard(c); err != nil {
			return err
		}
	}
	return s.checkSum()
}

// checkSum verifies that kept is the sum of the shares made.
func (s *shares) checkSum() error {
	var kept uint64
	for _, v := range s.share {
		kept += v
	}
	if kept != s.kept {
		return fmt.Errorf("the hash's kept shares sum to %#x, not %#x (hashshares.go)", kept, s.kept)
	}
	return nil
}

// unshared reports whether card id has no share, made or pending, as a
// card at rest (checkCard's test of one, inlined: CheckInvariants asks it
// of an eighth of the libraries and crypts at every check).
func (s *shares) unshared(id CardID) bool {
	return s.share[id] == 0 && s.pending[uint32(id)/64]&(1<<(uint32(id)%64)) == 0
}

// checkCard verifies card c's share: its pending bit matches its zone and
// its share, and a share made is the card's. It makes a pending share, so
// that checked runs that never hash (kindred sim) test the shares too.
func (s *shares) checkCard(c *Card) error {
	v, pending := s.share[c.ID], getBit(s.pending, c.ID)
	filed := v == 0 && !pending
	if !restZone(c.Zone) {
		filed = (v != 0) != pending
	}
	if !filed || pending && s.words&pendingWord(c.ID) == 0 {
		return fmt.Errorf("%s (card %d) in the %s is filed wrongly for the hash (hashshares.go)", c.Def.Name, c.ID, c.Zone)
	}
	if restZone(c.Zone) {
		return nil
	}
	h := max(cardHash(c), 1)
	switch {
	case pending:
		s.share[c.ID] = h
		s.kept += h
		setBit(s.pending, c.ID, false)
	case v != h:
		return fmt.Errorf("%s (card %d) changed in the %s behind the hash's back: its kept share is stale (hashshares.go)", c.Def.Name, c.ID, c.Zone)
	}
	return nil
}

// changed notes that card c changed: the hash makes its share again
// (hashshares.go). Every write to a field the hash reads calls it, or a
// method that does.
func (g *Game) changed(c *Card) { g.shares.forget(c.ID) }

// Changed notes that card c's state was changed in place, its flags or
// counters written directly by a card's effect: the state hash keeps a
// share of every card until it changes (hashshares.go). The Game's own
// methods (Lock, Unlock, SetCounters, Attach ...) call it themselves.
func (g *Game) Changed(c *Card) { g.changed(c) }

// checkShares checks every card's kept share of the hash against the card
// at each decision of a scenario's game: a card changed without changed
// fails its scenario test at the next decision, naming the card.
func (g *Game) checkShares() {
	if err := g.shares.checkAll(g.cards); err != nil {
		panic("vtes: " + err.Error())
	}
	for _, m := range g.seats { // and every seat's counters (hash.go)
		if err := m.checkCounters(); err != nil {
			panic("vtes: " + err.Error())
		}
	}
}

// setBit sets or clears card id's bit in set.
func setBit(set []uint64, id CardID, on bool) {
	if on {
		set[id/64] |= 1 << (id % 64)
	} else {
		set[id/64] &^= 1 << (id % 64)
	}
}

// getBit reports card id's bit in set.
func getBit(set []uint64, id CardID) bool { return set[id/64]&(1<<(id%64)) != 0 }
