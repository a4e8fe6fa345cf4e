package rivals

import (
	"fmt"
	"iter"
	"slices"
)

// The board is the list of the cards outside the piles (docs/BENCHMARKS.md,
// Rivals): the vampires in play and in torpor, attachments, Ongoing
// cards, Conspiracies, the cards of an attack, the Haven and Agenda cards
// and the City cards in the Streets, by id. The rules ask about those
// many times a choice ("seat's coterie", "the Retainers on v", "the
// triggers"); walking the board instead of the game's ≈ 200 cards answers
// the same, in the same order.

// boardZone reports whether a card in zone z is on the board.
func boardZone(z Zone) bool {
	switch z {
	case ZoneNone, ZoneLibrary, ZoneFaction, ZoneHand, ZoneDiscard, ZoneBurned,
		ZoneCityDeck, ZoneCityDiscard, ZoneCityBurned, ZoneBox:
		return false
	}
	return true
}

// setZone puts c in zone z and keeps the board: every change of a card's
// zone goes through it.
func (g *Game) setZone(c *Card, z Zone) {
	g.pilesChanged() // the piles' lists change with the zone (move)
	was, is := boardZone(c.Zone), boardZone(z)
	// A card in a pile keeps its share of the hash (hash.go): taken out
	// when it leaves its pile, made again for the pile it enters.
	if !was {
		g.pileSum -= c.share
		c.share = 0
	}
	c.Zone = z
	if !is {
		c.share = c.hashShare()
		g.pileSum += c.share
	}
	if was == is {
		return
	}
	i, found := slices.BinarySearchFunc(g.board, c.ID, func(b *Card, id CardID) int { return int(b.ID - id) })
	switch {
	case is && !found:
		g.board = slices.Insert(g.board, i, c)
	case !is && found:
		g.board = slices.Delete(g.board, i, i+1)
	}
}

// onBoard walks the board in the order of ids. It visits the same cards
// as a walk over every card checking their zones, even when the walk's
// body moves cards: a card the body takes off the board before the walk
// reaches it is not visited, one it puts on the board after the card
// being visited is.
func (g *Game) onBoard() iter.Seq[*Card] {
	return func(yield func(*Card) bool) {
		for i := 0; i < len(g.board); i++ {
			c := g.board[i]
			if !yield(c) {
				return
			}
			if i >= len(g.board) || g.board[i] != c {
				i = g.boardAfter(c.ID) - 1 // the body moved cards
			}
		}
	}
}

// boardAfter returns the index of the first card of the board with an id
// above id.
func (g *Game) boardAfter(id CardID) int {
	lo, hi := 0, len(g.board)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if g.board[m].ID <= id {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// checkBoard reports a board that does not list exactly the cards outside
// the piles, in order.
func (g *Game) checkBoard() error {
	i := 0
	for _, c := range g.cards {
		if !boardZone(c.Zone) {
			continue
		}
		if i >= len(g.board) || g.board[i] != c {
			return fmt.Errorf("the board does not list %s (card %d, zone %d) in its place", c.Def.Name, c.ID, c.Zone)
		}
		i++
	}
	if i != len(g.board) {
		return fmt.Errorf("the board lists %d cards, %d are outside the piles", len(g.board), i)
	}
	return nil
}

// listBuf is the room on the stack of a list of cards being gathered
// (a coterie, a party, attachments), and keepChunk the room carved for
// kept lists at once.
const (
	listBuf   = 32
	keepChunk = 512
)

// keep returns a copy of list carved from the game's current chunk: the
// rules ask for a seat's coterie or a vampire's attachments many times
// a choice, and one allocation now serves many lists. A kept list is the
// caller's for good (no chunk is reused), its capacity its length, so
// appending to it copies; an empty list is nil.
func (g *Game) keep(list []*Card) []*Card {
	n := len(list)
	if n == 0 {
		return nil
	}
	if n > len(g.chunk) {
		g.chunk = make([]*Card, max(keepChunk, n))
	}
	out := g.chunk[:n:n]
	g.chunk = g.chunk[n:]
	copy(out, list)
	return out
}
