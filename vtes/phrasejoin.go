package vtes

import (
	"unsafe"

	"kindred/engine"
)

// phraseJoin is engine.PhraseJoin(s1, sep, s2), kept: the log's joined
// phrases (a card's label and the minion playing it, a pool change's
// cause and its card) are made of strings that live as long as the
// cards (a Mode's label, a Def's name, a phrase), so the same few
// joins come back all game long, and each made anew was a third of a
// replay's allocations. The arena keeps the last join of each of its
// slots (phraseJoins), from game to game: a join is the same whatever
// game asks for it.
func (g *Game) phraseJoin(s1, sep, s2 string) engine.Arg {
	a := g.arena
	if a == nil {
		return engine.PhraseJoin(s1, sep, s2)
	}
	p1, p2 := unsafe.StringData(s1), unsafe.StringData(s2)
	e := &a.joins[joinSlot(p1, p2)]
	if e.s1 != p1 || e.s2 != p2 || e.n1 != len(s1) || e.n2 != len(s2) || e.sep != sep {
		*e = phraseJoinEntry{s1: p1, s2: p2, n1: len(s1), n2: len(s2), sep: sep, arg: engine.PhraseJoin(s1, sep, s2)}
	}
	return e.arg
}

// phraseJoins are the arena's kept joins, by slot (joinSlot).
type phraseJoins [64]phraseJoinEntry

// phraseJoinEntry is one kept join: the two strings it joins, by their
// bytes and length (the entry holding their bytes, they are never
// another string's), the separator and the argument made.
type phraseJoinEntry struct {
	s1, s2 *byte
	n1, n2 int
	sep    string
	arg    engine.Arg
}

// joinSlot is the slot of the join of the strings at p1 and p2: the two
// addresses mixed, the top six bits.
func joinSlot(p1, p2 *byte) uint64 {
	x := uint64(uintptr(unsafe.Pointer(p1)))*0x9e3779b97f4a7c15 ^ uint64(uintptr(unsafe.Pointer(p2)))*0xbf58476d1ce4e5b9
	return x >> 58
}
