package vtes

import (
	"sync/atomic"
	"unsafe"

	"kindred/engine"
)

// phraseJoin is engine.PhraseJoin(s1, sep, s2), kept: the log's joined
// phrases (a card's label and the minion playing it, a pool change's
// cause and its card) are made of strings that live as long as the
// cards (a Mode's label, a Def's name, a phrase), so the same few
// joins come back all game long, and each made anew was a third of a
// replay's allocations. A join is the same whatever game asks for it, so
// one table serves every game (phraseJoinTable): kept in each game's
// arena it cost an idle server game 5 KiB of its 64 (TestIdleGameMemory).
// The table has 4096 slots (32 KiB for the process): with 64, the joins
// of a few games played in turn (a replay benchmark's eight) pushed each
// other out: a replayed choice made 0.81 allocations, 0.52 with 4096
// (BENCHMARKS, VS3).
func (g *Game) phraseJoin(s1, sep, s2 string) engine.Arg {
	slot, e := keptJoin(s1, sep, s2)
	if e != nil {
		return e.arg
	}
	return keepJoin(slot, s1, sep, s2, engine.PhraseJoin(s1, sep, s2))
}

// strJoin is engine.Str(s1 + s2), kept in the same table as phraseJoin's
// joins: the target of an action announced (seatTargetArg, " → " and a
// card's name) was the replay's last concatenation a choice.
func strJoin(s1, s2 string) engine.Arg {
	slot, e := keptJoin(s1, strJoinSep, s2)
	if e != nil {
		return e.arg
	}
	return keepJoin(slot, s1, strJoinSep, s2, engine.Str(s1+s2))
}

// strJoinSep is strJoin's separator in the table: no phrase is joined
// with it, so a strJoin is never taken for a phraseJoin of the same two
// strings.
const strJoinSep = "\x00str"

// keptJoin returns the slot of the join of s1 and s2 with sep, and its
// entry if the slot holds that join.
func keptJoin(s1, sep, s2 string) (*atomic.Pointer[phraseJoinEntry], *phraseJoinEntry) {
	p1, p2 := unsafe.StringData(s1), unsafe.StringData(s2)
	slot := &phraseJoinTable[joinSlot(p1, p2)]
	if e := slot.Load(); e != nil && e.s1 == p1 && e.s2 == p2 && e.n1 == len(s1) && e.n2 == len(s2) && e.sep == sep {
		return slot, e
	}
	return slot, nil
}

// keepJoin keeps arg, the join of s1 and s2 with sep, in slot and
// returns it.
func keepJoin(slot *atomic.Pointer[phraseJoinEntry], s1, sep, s2 string, arg engine.Arg) engine.Arg {
	e := &phraseJoinEntry{s1: unsafe.StringData(s1), s2: unsafe.StringData(s2), n1: len(s1), n2: len(s2), sep: sep, arg: arg}
	slot.Store(e) // games on other goroutines may store their own: each entry is whole and never changed
	return arg
}

// joinBits is the number of bits of a slot's index: 4096 slots.
const joinBits = 12

// phraseJoinTable holds the last join kept in each slot (joinSlot), for
// every game of the process.
var phraseJoinTable [1 << joinBits]atomic.Pointer[phraseJoinEntry]

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
// addresses mixed, the top joinBits bits.
func joinSlot(p1, p2 *byte) uint64 {
	x := uint64(uintptr(unsafe.Pointer(p1)))*0x9e3779b97f4a7c15 ^ uint64(uintptr(unsafe.Pointer(p2)))*0xbf58476d1ce4e5b9
	return x >> (64 - joinBits)
}
