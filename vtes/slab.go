package vtes

import (
	"fmt"
	"sync"

	"kindred/engine"
)

// slab hands out new zeroed values of T carved from chunks of n, one
// allocation per chunk instead of one per value. Nothing is reused
// during a game: each value is handed out once and lives as long as
// anything holds it (its chunk with it), so a value kept past its action
// or combat (an effect lasting the turn, a log line) stays valid. Why: a
// Play per card played or ability used, an action's room per action and a
// CombatState per combat were ≈ 26 % of the rules' allocations in
// BenchmarkReplay (alloc_objects profile, ≈ 0.5 of the 2.0 objects per
// choice). A released game's chunks serve the next game (arena).
//
// A slab belongs to one game (not game state): games run on several
// goroutines, and each has its own.
type slab[T any] struct {
	free []T // the rest of the current chunk, not handed out yet
	// kept, if not nil, are the chunks of released games to carve from
	// (arena).
	kept *chunks[T]
	// dirty: free is a released game's, not cleared yet; each value is
	// cleared as it is handed out. Why: an action's chunk is 8 KB, and
	// cleared whole when taken its lines were written twice, once by the
	// clear and again, out of the cache by then, by the actions
	// (BENCHMARKS, VS3).
	dirty bool
}

// new returns a zeroed T no one else holds, taking a new chunk of chunk
// values when the current one is used up.
func (s *slab[T]) new(chunk int) *T {
	if len(s.free) == 0 {
		s.free = s.chunk(chunk)
	}
	v := &s.free[0]
	s.free = s.free[1:]
	if s.dirty {
		var zero T
		*v = zero
	}
	return v
}

// newSlice returns a zeroed slice of n T no one else holds, its capacity
// n: appending to it moves it. A new chunk holds max(n, chunk) values.
func (s *slab[T]) newSlice(n, chunk int) []T {
	if len(s.free) < n {
		if n <= chunk {
			s.free = s.chunk(chunk)
		} else {
			s.free, s.dirty = make([]T, n), false
		}
	}
	v := s.free[:n:n]
	s.free = s.free[n:]
	if s.dirty {
		clear(v)
	}
	return v
}

// carve makes s hand out the values of v: a room of the arena (room.take),
// dirty if it is a released game's.
func (s *slab[T]) carve(v []T, dirty bool) { s.free, s.dirty = v, dirty }

// chunk returns a new chunk of n values: a released game's if the slab
// has kept ones (dirty, not cleared yet), else a new one, zeroed.
func (s *slab[T]) chunk(n int) []T {
	if s.kept == nil {
		s.dirty = false
		return make([]T, n)
	}
	ch, dirty := s.kept.take(n)
	s.dirty = dirty
	return ch
}

// arena is the memory of a game's cards and slabs, kept from one game to
// the next: Game.Release hands it back (arenas), and the next game made
// carves its values from the same chunks, cleared, instead of new ones.
// A game's values live until its release, not past it (Release: nothing
// may use the game afterwards). Why: a replayed game allocated ≈ 190 KB,
// nine tenths of it cards, actions, combats, plays and lists, and the
// garbage collections that allocation paid for cost replays ≈ 10 %
// (BenchmarkReplay: 752k choices/s at GOGC=100, 894k at 1600). With the
// arena a replayed game allocates ≈ 11 KB, and replays ≈ 20 % faster.
type arena struct {
	cards   room[Card]
	seats   room[seatRoom]
	ids     room[CardID]
	idMore  chunks[CardID] // idRoom's chunks past its first room
	plays   chunks[Play]
	actions chunks[actionRoom]
	combats chunks[CombatState]
	ints    chunks[int]
	labels  chunks[labelTo]
	refs    chunks[Referendum]
	mores   chunks[cardMore]
	// The game's lists, kept with their room (reserve): a decision's
	// options and labels, the cards, their zones, the scratch lists'
	// array, the loop states. Their contents are stale: each is handed
	// out empty.
	options  []engine.Option
	texts    []engine.Text
	msgs     []engine.Msg
	cardList []*Card
	zones    []Zone
	scratch  []*Card
	loops    []loopState
}

// keptList returns kept emptied if it has room for n, else a new empty
// list with room for n.
func keptList[T any](kept []T, n int) []T {
	if cap(kept) >= n {
		return kept[:0]
	}
	return make([]T, 0, n)
}

// arenas keeps the arenas of released games (*arena) for new games.
var arenas sync.Pool

// useArena gives g a released game's arena, or a new one, and points its
// slabs to it.
func (g *Game) useArena() *arena {
	a, _ := arenas.Get().(*arena)
	if a == nil {
		a = new(arena)
	}
	g.arena = a
	g.plays.kept, g.actionRooms.kept, g.combats.kept = &a.plays, &a.actions, &a.combats
	g.intRoom.kept, g.labelRoom.kept, g.referenda.kept = &a.ints, &a.labels, &a.refs
	g.idRoom.kept, g.mores.kept = &a.idMore, &a.mores
	return a
}

// releaseArena hands g's arena to the next game made (Release): g's
// cards, actions, combats and plays are used no more.
func (g *Game) releaseArena() {
	a := g.arena
	if a == nil {
		return
	}
	g.arena = nil
	a.plays.used, a.actions.used, a.combats.used = 0, 0, 0
	a.ints.used, a.labels.used, a.refs.used, a.idMore.used, a.mores.used = 0, 0, 0, 0, 0
	// The lists as the game left them, grown or not (a.scratch is kept
	// whole by reserve).
	a.options, a.texts, a.msgs, a.cardList, a.zones, a.loops = g.dec.Options, g.labels, g.optMsgs, g.cards, g.zones, g.loopStates
	arenas.Put(a)
}

// chunks are the chunks of one slab of an arena, in the order the games
// took them.
type chunks[T any] struct {
	all  [][]T // every chunk made, kept from game to game
	used int   // how many of them the current game took
}

// take returns a chunk of n values: the next kept one if it has n
// values, dirty (the slab clears each value as it hands it out), else a
// new one, zeroed, kept if it is the last.
func (c *chunks[T]) take(n int) (ch []T, dirty bool) {
	if c.used < len(c.all) && len(c.all[c.used]) == n {
		ch = c.all[c.used]
		c.used++
		return ch, true
	}
	ch = make([]T, n)
	if c.used == len(c.all) {
		c.all = append(c.all, ch)
		c.used++
	}
	return ch, false
}

// room is one array of an arena, the largest a game asked for.
type room[T any] struct{ kept []T }

// take returns a slice of n values: the kept array's if it holds n,
// dirty (the slab carving it clears each value as it hands it out),
// else a new one, zeroed, kept.
func (r *room[T]) take(n int) (v []T, dirty bool) {
	if cap(r.kept) < n {
		r.kept = make([]T, n)
		return r.kept, false
	}
	return r.kept[:n], true
}

// Chunk sizes: a game of ≈ 400 choices plays ≈ 90 cards, uses ≈ 40
// abilities, performs ≈ 65 actions and fights ≈ 20 combats
// (BenchmarkReplay), so a chunk serves a good part of a game without
// keeping much past its end.
const (
	playChunk       = 32 // Play: 88 bytes
	actionChunk     = 8  // actionRoom: 1,000 bytes
	combatChunk     = 8  // CombatState: 784 bytes
	orderChunk      = 64 // impulse orders (≈ 5 ints each), usedActions
	referendumChunk = 4  // Referendum: 584 bytes
	labelChunk      = 64 // labelTo: 40 bytes
	idChunk         = 64
)

// untouched reports whether the values not handed out yet are all still
// zero (isZero): one written to through a pointer kept from another
// value would be handed out dirty. A released game's chunk (dirty) holds
// that game's values until each is handed out, cleared: not checked.
func (s *slab[T]) untouched(isZero func(v *T) bool) bool {
	if s.dirty {
		return true
	}
	for i := range s.free {
		if !isZero(&s.free[i]) {
			return false
		}
	}
	return true
}

// checkSlabs verifies the slabs' values not handed out are zero
// (CheckInvariants).
func (g *Game) checkSlabs() error {
	if !g.plays.untouched(func(p *Play) bool { return *p == Play{} }) {
		return fmt.Errorf("a Play not handed out yet was written to (slab)")
	}
	if !g.actionRooms.untouched(func(r *actionRoom) bool {
		return r.a.Kind == 0 && r.a.Actor == nil && len(r.a.Played) == 0 && r.p == Play{}
	}) {
		return fmt.Errorf("an action not handed out yet was written to (slab)")
	}
	if !g.combats.untouched(func(cs *CombatState) bool { return cs.Minion == [2]*Card{} && cs.Round == 0 }) {
		return fmt.Errorf("a combat not handed out yet was written to (slab)")
	}
	if !g.intRoom.untouched(func(v *int) bool { return *v == 0 }) {
		return fmt.Errorf("an impulse order's room not handed out yet was written to (slab)")
	}
	if !g.referenda.untouched(func(r *Referendum) bool {
		return r.Caller == nil && r.Card == nil && r.Target == nil && !r.BloodHunt && r.cast == nil && r.Ballots == nil
	}) {
		return fmt.Errorf("a referendum not handed out yet was written to (slab)")
	}
	if !g.labelRoom.untouched(func(l *labelTo) bool { return *l == labelTo{} }) {
		return fmt.Errorf("a label's room not handed out yet was written to (slab)")
	}
	if !g.mores.untouched(func(m *cardMore) bool {
		return m.usedActions == nil && m.capacityBonus == 0 && !m.discBonus.any() && m.printed == nil
	}) {
		return fmt.Errorf("a card's rarer state not handed out yet was written to (slab)")
	}
	if !g.idRoom.untouched(func(id *CardID) bool { return *id == 0 }) {
		return fmt.Errorf("a list's room of card ids not handed out yet was written to (slab)")
	}
	if !g.cardSlab.untouched(func(c *Card) bool { return c.Def == nil && c.ID == 0 }) ||
		!g.seatSlab.untouched(func(r *seatRoom) bool { return r.m.Name == "" && r.v.g == nil }) {
		return fmt.Errorf("a card or Methuselah not handed out yet was written to (slab)")
	}
	return nil
}
