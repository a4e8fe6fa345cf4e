package vtes_test

import (
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/vtes/cards"
)

// option turns a fuzz byte into an answer for a decision of n options:
// mostly legal ones, with -1 and n just outside, and now and then a wild
// index.
func option(b byte, n int) int {
	if b == 0xff {
		return 1 << 20
	}
	return int(b)%(n+2) - 1
}

// FuzzDecisions plays a seeded game of the built-in decks with arbitrary
// answers (DESIGN.md property 2, docs/ENGINE.md rule 6): the rules never
// panic, a refused answer changes nothing (the state hash is the same),
// a legal one is never refused, and the invariants hold after every
// accepted answer.
//
//	go test -run '^$' -fuzz '^FuzzDecisions$' -fuzztime 5m -fuzzminimizetime 5s ./vtes/
//
// (Inputs are long: without -fuzzminimizetime each new one is minimized
// for up to a minute, which looks like a stall.)
func FuzzDecisions(f *testing.F) {
	long := make([]byte, 1500)
	x := uint32(7)
	for i := range long {
		x = x*1664525 + 1013904223
		long[i] = byte(x >> 24)
	}
	f.Add(uint64(1), uint8(2), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(2), uint8(0), []byte{255, 254, 0, 0, 1, 200, 3, 17})
	f.Add(uint64(3), uint8(4), long)
	f.Add(uint64(4), uint8(1), long[500:])
	f.Add(uint64(2026), uint8(3), long[:900])
	f.Fuzz(func(t *testing.T, seed uint64, seats uint8, answers []byte) {
		g := newGameWith(t, seed, builtinTable(seed, 2+int(seats)%5))
		for i, b := range answers {
			d := g.Pending()
			if d == nil {
				return
			}
			n := len(d.Options)
			o := option(b, n)
			before := g.Hash()
			err := g.Apply(o)
			legal := o >= 0 && o < n
			switch {
			case err != nil && legal:
				t.Fatalf("answer %d: option %d of %d (%s) refused: %v", i, o, n, d.Kind, err)
			case err == nil && !legal:
				t.Fatalf("answer %d: option %d of %d (%s) accepted", i, o, n, d.Kind)
			case err != nil && g.Hash() != before:
				t.Fatalf("answer %d: the refused option %d of %s changed the state", i, o, d.Kind)
			case err == nil:
				if err := g.CheckInvariants(); err != nil {
					t.Fatalf("answer %d (option %d of %s): %v", i, o, d.Kind, err)
				}
			}
		}
	})
}

// DESIGN.md property 1: the same seed and the same answers give the same
// states, hash for hash, every time.
func TestSameAnswersSameStates(t *testing.T) {
	play := func(seed uint64, seats int) []uint64 {
		g := newGame(t, seed, seats)
		players := make([]engine.Player, seats)
		for i := range players {
			players[i] = bot.NewRandom(seed*10 + uint64(i))
		}
		var hashes []uint64
		for d := g.Pending(); d != nil && len(hashes) < 5000; d = g.Pending() {
			o, err := players[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
			hashes = append(hashes, g.Hash())
		}
		return hashes
	}
	for seed := uint64(1); seed <= 12; seed++ {
		seats := 2 + int(seed)%5
		a, b := play(seed, seats), play(seed, seats)
		if len(a) != len(b) {
			t.Fatalf("seed %d: %d and %d answers", seed, len(a), len(b))
		}
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("seed %d: the states differ after answer %d", seed, i+1)
			}
		}
	}
}

// builtinTable seats n of the built-in decks, starting from one the seed
// picks, so that fuzzing reaches every deck's cards.
func builtinTable(seed uint64, n int) []string {
	b := cards.Builtins()
	decks := make([]string, n)
	for i := range decks {
		decks[i] = b[(int(seed%uint64(len(b)))+i)%len(b)]
	}
	return decks
}
