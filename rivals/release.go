package rivals

import "sync"

// A game nobody reads again may be released (Release), as V:TES's are
// (docs/ARCHITECTURE.md): its cards' room and its log's chunks serve the
// next game made, instead of ≈ 100 KB made anew for every game and
// collected after it (a replayed four-player game allocated ≈ 145 KB).
// Simulations and the replay benchmark release each game once read; a
// game not released is simply collected. Nothing is reused within a
// game, and a room is zeroed before it serves again, so a game made from
// a released one is the same game byte for byte.

// room is what a released game hands to the next game made.
type room struct {
	cards    []Card    // the released game's cards, zeroed when taken
	ptrs     []*Card   // its list of cards, emptied
	chunks   [][]event // its log's chunks, emptied and zeroed
	piles    []CardID  // its piles' room (makePiles), zeroed when taken
	attacks  [][]Attack
	contexts [][]Context // its arenas' chunks, zeroed when taken
	lists    [][]*Card
	ids      [][]CardID // its kept lists' chunks (keep), zeroed when taken
}

// rooms holds the rooms of released games (games run in parallel, each
// takes its own).
var rooms sync.Pool // of *room

// Release stops the game and hands its memory to the next game made: g
// and anything read from it (a *Card, an *Attack, a Decision, the log's
// texts already read stay valid) must not be used afterwards.
func (g *Game) Release() {
	g.Close()
	r := &room{cards: g.cardRoom, ptrs: g.cards[:0], piles: g.pileRoom,
		attacks: g.attacks.chunks, contexts: g.contexts.chunks, lists: g.chunks.chunks, ids: g.idChunks.chunks}
	for _, c := range g.events.chunks {
		clear(c[:cap(c)]) // the texts' strings go with the game
		r.chunks = append(r.chunks, c[:0])
	}
	g.cardRoom, g.cards, g.slab, g.events, g.pileRoom = nil, nil, nil, eventLog{}, nil
	g.attacks, g.contexts = arena[Attack]{}, arena[Context]{}
	g.chunks, g.idChunks = arena[*Card]{}, arena[CardID]{}
	rooms.Put(r)
}

// takeRoom returns a released game's room, or nil.
func takeRoom() *room {
	r, _ := rooms.Get().(*room)
	return r
}

// makeCards makes the room for n cards, a released game's when it has
// room for them, zeroed: newCard sets only a card's non-zero fields.
func (g *Game) makeCards(r *room, n int) {
	if r != nil && cap(r.cards) >= n && cap(r.ptrs) >= n {
		g.cardRoom, g.cards = r.cards[:n], r.ptrs[:0]
		clear(g.cardRoom)
	} else {
		g.cardRoom, g.cards = make([]Card, n), make([]*Card, 0, n)
	}
	g.slab = g.cardRoom
	if r != nil {
		g.events.spare = r.chunks
		g.attacks.spare, g.contexts.spare = r.attacks, r.contexts
		g.chunks.spare, g.idChunks.spare = r.lists, r.ids
	}
}
