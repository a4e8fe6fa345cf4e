package sim

import (
	"slices"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// FuzzReplay records a game, then changes one choice of its log (the
// option, the seat or the kind, or removes it) and replays a prefix both
// ways: engine.Replay, which skips what the log shows is not asked and
// lists the minion phase's options only up to the answer (Game.Foresee),
// and engine.Verify, which builds every decision. Neither panics; what
// Verify accepts Replay accepts, reaching the same state, hash and pending
// decision. Replay trusts the log on which decisions were asked, so it
// may accept a changed log that Verify refuses (one missing a pass, or
// whose choices still meet every recorded hash with some decisions the
// log does not record taken as passed): the game it gives then is still
// one the rules allow, every invariant holding, at the recorded hash.
//
//	go test -run '^$' -fuzz '^FuzzReplay$' -fuzztime 5m ./vtes/sim/
func FuzzReplay(f *testing.F) {
	f.Add(uint64(1), uint8(2), false, uint16(40), uint8(0), int16(1), uint16(300))
	f.Add(uint64(2), uint8(0), true, uint16(7), uint8(1), int16(0), uint16(9999))
	f.Add(uint64(3), uint8(3), false, uint16(120), uint8(2), int16(0), uint16(200))
	f.Add(uint64(4), uint8(4), true, uint16(55), uint8(3), int16(0), uint16(56))
	f.Add(uint64(5), uint8(1), false, uint16(0), uint8(4), int16(-1), uint16(1))
	f.Fuzz(func(t *testing.T, seed uint64, seats uint8, random bool, at uint16, how uint8, delta int16, upTo uint16) {
		o := Options{Games: 1, Seed: seed, Seats: 2 + int(seats)%5, MaxChoices: 3000}
		if random {
			o.Bot = Random
		}
		l := recordOne(t, o)
		l.Choices = mutate(l.Choices, int(at), how, int(delta))
		n := min(int(upTo), len(l.Choices))
		fast, errFast := engine.Replay(NewGame, l, n)
		strict, errStrict := engine.Verify(NewGame, l, n)
		if errStrict == nil && errFast != nil {
			t.Fatalf("Verify accepts the log, Replay refuses it: %v", errFast)
		}
		if errStrict != nil && errFast == nil {
			g := fast.(*vtes.Game)
			defer g.Release()
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("Replay accepts the log Verify refuses (%v), and its game breaks an invariant: %v", errStrict, err)
			}
			if n > 0 && g.Hash() != l.Choices[n-1].Hash {
				t.Fatal("Replay accepts the log but ends away from its last hash")
			}
			return
		}
		if errFast != nil {
			return
		}
		defer fast.(*vtes.Game).Release()
		defer strict.(*vtes.Game).Release()
		if fast.Hash() != strict.Hash() {
			t.Fatal("Replay and Verify reach different states")
		}
		fd, sd := fast.Pending(), strict.Pending()
		if (fd == nil) != (sd == nil) || fd != nil && (fd.Seat != sd.Seat || fd.Kind != sd.Kind || !slices.Equal(fd.Options, sd.Options)) {
			t.Fatal("Replay and Verify stop at different decisions")
		}
	})
}

// mutate changes choice at of a log (modulo its length) as how says:
// its option moved by delta, its seat or kind changed, or the choice
// removed; how ≥ 4 leaves the log alone.
func mutate(cs []engine.Choice, at int, how uint8, delta int) []engine.Choice {
	if len(cs) == 0 {
		return cs
	}
	at %= len(cs)
	c := &cs[at]
	switch how % 5 {
	case 0:
		c.Option += delta
	case 1:
		c.Seat = (c.Seat + 1 + abs(delta)) % 6
	case 2:
		c.Kind = "vtes.play"
		if cs[at].Kind == c.Kind {
			c.Kind = "vtes.block"
		}
	case 3:
		return slices.Delete(cs, at, at+1)
	}
	return cs
}

func abs(n int) int { return max(n, -n) }
