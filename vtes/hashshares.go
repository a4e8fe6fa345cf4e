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
//   - A card in a hand or an ash heap does not change there, nor, but for
//     its blood, one in an uncontrolled region: its share is made once
//     (pending until then) and kept in kept, the sum of those made. It is
//     forgotten as the card moves (setZone, take), gains or loses blood
//     (influence, AddUncontrolledBlood, addBlood, loseBlood), loses
//     corruption (BurnCorruption), is locked (Lock) or marked (markTurn,
//     markAction) or the end of a turn or action clears a mark on it.
//   - Any other card (in play, in limbo) is live: its share is made again
//     by every hash.
//
// Not game state: CheckInvariants checks it against the cards.
type shares struct {
	share         []uint64 // by card id; 0 when not made
	kept          uint64   // the sum of the shares made
	pending, live []uint64 // bit sets by card id
	// anyPending: some bit of pending may be set (most hashes have none
	// to make, and need not read the set).
	anyPending bool
}

// keptZone reports whether a card in zone z keeps its share once made.
// An uncontrolled vampire lies there many choices (a fifth of the cards a
// hash made anew were), changed only by the few sites that forget it.
func keptZone(z Zone) bool { return z == ZoneHand || z == ZoneAsh || z == ZoneUncontrolled }

// liveZone reports whether a card in zone z has its share made anew by
// every hash: not at rest, not kept.
func liveZone(z Zone) bool { return z != ZoneLibrary && z != ZoneCrypt && !keptZone(z) }

// reserve makes room for n cards more (Game.reserve).
func (s *shares) reserve(n int) {
	s.share = slices.Grow(s.share, n)
	words := (len(s.share)+n+63)/64 - len(s.live)
	s.live = slices.Grow(s.live, words)
	s.pending = slices.Grow(s.pending, words)
}

// add makes room for a new card in zone z.
func (s *shares) add(id CardID, z Zone) {
	s.share = append(s.share, 0)
	for len(s.live)*64 < len(s.share) {
		s.live = append(s.live, 0)
		s.pending = append(s.pending, 0)
	}
	s.moved(id, z)
}

// moved notes that card id is now in zone z.
func (s *shares) moved(id CardID, z Zone) {
	s.forget(id)
	kept := keptZone(z)
	setBit(s.pending, id, kept)
	s.anyPending = s.anyPending || kept
	setBit(s.live, id, liveZone(z))
}

// forget drops card id's share: it changed. A card lying in a hand or an
// ash heap has its share made again by the next hash.
func (s *shares) forget(id CardID) {
	if v := s.share[id]; v != 0 {
		s.kept -= v
		s.share[id] = 0
		setBit(s.pending, id, true)
		s.anyPending = true
	}
}

// sum is the cards' share of the hash: the kept shares, those pending
// made and kept, and the live cards' made anew.
func (s *shares) sum(cards []*Card) uint64 {
	if s.anyPending {
		for w, word := range s.pending {
			if word == 0 {
				continue
			}
			for ; word != 0; word &= word - 1 {
				id := w*64 + bits.TrailingZeros64(word)
				v := max(cardHash(cards[id]), 1) // 0 says "not made"
				s.share[id] = v
				s.kept += v
			}
			s.pending[w] = 0
		}
		s.anyPending = false
	}
	return s.kept + sumShares(cards, s.live)
}

// check verifies the shares against the cards whose id is round modulo
// 8 (checking them all after every choice doubled the cost of
// CheckInvariants): the bit sets match their zones, a share made is the
// card's. It makes their pending shares too, so that checked runs that
// never hash (kindred sim) test them. In round 0 it checks that kept is
// the sum of the shares made.
func (s *shares) check(cards []*Card, round int) error {
	for id := round; id < len(cards); id += 8 {
		c := cards[id]
		v, pending := s.share[id], getBit(s.pending, c.ID)
		filed := getBit(s.live, c.ID) == liveZone(c.Zone)
		if keptZone(c.Zone) {
			filed = filed && (v != 0) != pending
		} else {
			filed = filed && v == 0 && !pending
		}
		if !filed || pending && !s.anyPending {
			return fmt.Errorf("%s (card %d) in the %s is filed wrongly for the hash (hashshares.go)", c.Def.Name, c.ID, c.Zone)
		}
		if !keptZone(c.Zone) {
			continue
		}
		h := max(cardHash(c), 1)
		switch {
		case pending:
			s.share[id] = h
			s.kept += h
			setBit(s.pending, c.ID, false)
		case v != h:
			return fmt.Errorf("%s (card %d) changed in the %s (the hash keeps its share: hashshares.go)", c.Def.Name, c.ID, c.Zone)
		}
	}
	if round == 0 {
		var kept uint64
		for _, v := range s.share {
			kept += v
		}
		if kept != s.kept {
			return fmt.Errorf("the hash's kept shares sum to %#x, not %#x (hashshares.go)", kept, s.kept)
		}
	}
	return nil
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
