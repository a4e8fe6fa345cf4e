package engine

import "math/bits"

// Rand is a deterministic random generator: xoshiro256** 1.0 (Blackman and
// Vigna), seeded from a 64-bit seed with splitmix64. Its outputs are fixed by
// this file alone, never by the Go version, so a game's chance replays the
// same on every build.
//
// A game owns exactly one Rand, seeded from its header, and hashes its
// [Rand.State] with the rest of its state. The zero Rand is valid but
// degenerate (it yields only zeros); use [NewRand]. Copying a Rand copies its
// state: the copy yields the same sequence.
type Rand struct {
	s [4]uint64
	n uint64 // outputs drawn (Draws)
}

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) Rand {
	var r Rand
	r.Seed(seed)
	return r
}

// Seed resets r to the state derived from seed: the four state words are the
// first four outputs of splitmix64 started at seed.
func (r *Rand) Seed(seed uint64) {
	x := seed
	for i := range r.s {
		r.s[i] = splitmix64(&x)
	}
}

// splitmix64 advances *x and returns the next splitmix64 output.
func splitmix64(x *uint64) uint64 {
	*x += 0x9e3779b97f4a7c15
	z := *x
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Draws returns how many outputs r has given since it was made: a game
// that reports what may not be taken back (Revealer) counts chance with it.
// It is not part of the state (State, SetState) nor of any hash.
func (r *Rand) Draws() uint64 { return r.n }

// State returns the generator's internal state, for hashing.
func (r *Rand) State() [4]uint64 { return r.s }

// SetState sets the generator's internal state, as returned by State.
func (r *Rand) SetState(s [4]uint64) { r.s = s }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.n++
	s := &r.s
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

// Uint64n returns a uniform number in [0, n) without bias, by Lemire's
// multiply-and-reject method: the high word of Uint64()*n, drawing again
// while the low word is below (2⁶⁴ mod n). It returns 0 if n is 0.
func (r *Rand) Uint64n(n uint64) uint64 {
	if n == 0 {
		return 0
	}
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), n)
		}
	}
	return hi
}

// Intn returns a uniform number in [0, n) without bias. It panics if n <= 0,
// like [math/rand.Intn]: asking for a number among none is a bug in the
// calling game.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("engine: Rand.Intn called with n <= 0")
	}
	return int(r.Uint64n(uint64(n)))
}

// Shuffle permutes n elements uniformly with the Fisher–Yates method: for i
// from n-1 down to 1, it calls swap(i, j) with j = Intn(i+1). Shuffle does
// nothing if n < 2.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, int(r.Uint64n(uint64(i+1))))
	}
}

// ShuffleSlice permutes s in place exactly as r.Shuffle(len(s), ...) would.
func ShuffleSlice[T any](r *Rand, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.Uint64n(uint64(i + 1))
		s[i], s[j] = s[j], s[i]
	}
}
