package vtes

import (
	"fmt"
	"unsafe"
)

// slab hands out new zeroed values of T carved from chunks of n, one
// allocation per chunk instead of one per value. Nothing is ever reused:
// each value is handed out once and lives as long as anything holds it
// (its chunk with it), so a value kept past its action or combat (an
// effect lasting the turn, a log line) stays valid. Why: a Play per card
// played or ability used, an action's room per action and a CombatState
// per combat were ≈ 26 % of the rules' allocations in BenchmarkReplay
// (alloc_objects profile, ≈ 0.5 of the 2.0 objects per choice).
//
// A slab belongs to one game (not game state): games run on several
// goroutines, and each has its own.
type slab[T any] struct {
	free []T // the rest of the current chunk, not handed out yet
}

// new returns a zeroed T no one else holds, making a new chunk of chunk
// values when the current one is used up.
func (s *slab[T]) new(chunk int) *T {
	if len(s.free) == 0 {
		s.free = make([]T, chunk)
	}
	v := &s.free[0]
	s.free = s.free[1:]
	return v
}

// newSlice returns a zeroed slice of n T no one else holds, its capacity
// n: appending to it moves it. A new chunk holds max(n, chunk) values.
func (s *slab[T]) newSlice(n, chunk int) []T {
	if len(s.free) < n {
		s.free = make([]T, max(n, chunk))
	}
	v := s.free[:n:n]
	s.free = s.free[n:]
	return v
}

// Chunk sizes: a game of ≈ 400 choices plays ≈ 90 cards, uses ≈ 40
// abilities, performs ≈ 65 actions and fights ≈ 20 combats
// (BenchmarkReplay), so a chunk serves a good part of a game without
// keeping much past its end.
const (
	playChunk       = 32 // Play: 88 bytes
	actionChunk     = 8  // actionRoom: 968 bytes
	combatChunk     = 8  // CombatState: 784 bytes
	orderChunk      = 64 // impulse orders (≈ 5 ints each), usedActions
	referendumChunk = 4  // Referendum: 584 bytes
	labelChunk      = 64 // labelTo: 40 bytes
	idChunk         = 64
)

// untouched reports whether the values not handed out yet are all still
// zero (isZero): one written to through a pointer kept from another
// value would be handed out dirty.
func (s *slab[T]) untouched(isZero func(v *T) bool) bool {
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
	if !g.idRoom.untouched(func(id *CardID) bool { return *id == 0 }) {
		return fmt.Errorf("a list's room of card ids not handed out yet was written to (slab)")
	}
	if !g.cardSlab.untouched(func(c *Card) bool { return c.Def == nil && c.ID == 0 }) ||
		!g.seatSlab.untouched(func(r *seatRoom) bool { return r.m.Name == "" && r.v.g == nil }) {
		return fmt.Errorf("a card or Methuselah not handed out yet was written to (slab)")
	}
	// noEffects and noExtras are shared by every action without effects
	// and every card without extras, to read: one written to would give
	// them all its state (read as bytes: lists and functions are not
	// comparable).
	if *(*[unsafe.Sizeof(noEffects)]byte)(unsafe.Pointer(&noEffects)) != [unsafe.Sizeof(noEffects)]byte{} {
		return fmt.Errorf("the effects of the actions without any were written to (noEffects)")
	}
	if *(*[unsafe.Sizeof(noExtras)]byte)(unsafe.Pointer(&noExtras)) != [unsafe.Sizeof(noExtras)]byte{} {
		return fmt.Errorf("the extras of the cards without any were written to (noExtras)")
	}
	return nil
}
