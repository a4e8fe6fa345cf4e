package engine

import "math/bits"

// Hasher computes a deterministic 64-bit hash of a sequence of values, for
// [Game.Hash]. It is fast (one multiply per 64-bit word), allocation free and
// fully specified here, so a hash written into a log stays valid on every
// build. It detects divergence; it is not a cryptographic hash.
//
// The zero Hasher is ready to use. The algorithm, on a state h starting at 0:
//
//	word(w):  h = (h ^ w) * 0x9e3779b97f4a7c15;  h ^= h >> 29;  h += 0x632be59bd9b4e019
//	Sum():    splitmix64 finaliser of h: z = h; z = (z ^ z>>30) * 0xbf58476d1ce4e5b9;
//	          z = (z ^ z>>27) * 0x94d049bb133111eb; return z ^ z>>31
//
// Uint64, Int and Bool write one word (Bool writes 1 or 0; Int writes the
// two's complement of the value). Str and Bytes write the length in bytes,
// then the bytes in little-endian words of 8, the last one padded with zeros.
//
// Changing this algorithm invalidates every recorded log: it requires a new
// [LogVersion].
type Hasher struct {
	h uint64
}

// Uint64 writes v.
func (h *Hasher) Uint64(v uint64) {
	x := (h.h ^ v) * 0x9e3779b97f4a7c15
	x ^= x >> 29
	h.h = x + 0x632be59bd9b4e019
}

// Int writes v.
func (h *Hasher) Int(v int) { h.Uint64(uint64(int64(v))) }

// Ints writes each of vs, as Int does, and not their count: where two
// lists of varying length follow each other, the caller writes a length
// or a separator, so that they cannot trade elements.
func (h *Hasher) Ints(vs []int) {
	for _, v := range vs {
		h.Int(v)
	}
}

// Int32s writes each of vs, as Int does, and not their count (as Ints):
// a game's lists of 32-bit ids (card ids in a pile) hashed in one loop
// that keeps the state in a register, not written back at every word as
// a loop of Int on a Hasher in memory is (a tenth of a Rivals replay's
// hashing).
func Int32s[T ~int32](h *Hasher, vs []T) {
	x := h.h
	for _, v := range vs {
		x = (x ^ uint64(int64(v))) * 0x9e3779b97f4a7c15
		x ^= x >> 29
		x += 0x632be59bd9b4e019
	}
	h.h = x
}

// Bool writes 1 for true and 0 for false.
func (h *Hasher) Bool(v bool) {
	var w uint64
	if v {
		w = 1
	}
	h.Uint64(w)
}

// Str writes the length of s then its bytes.
func (h *Hasher) Str(s string) {
	h.Uint64(uint64(len(s)))
	for len(s) >= 8 {
		h.Uint64(uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56)
		s = s[8:]
	}
	if len(s) > 0 {
		var w uint64
		for i := 0; i < len(s); i++ {
			w |= uint64(s[i]) << (8 * i)
		}
		h.Uint64(w)
	}
}

// Bytes writes the length of b then its bytes, exactly as Str(string(b))
// would. Small values such as card identifiers held in a []uint8 hash eight
// to a word.
func (h *Hasher) Bytes(b []byte) {
	h.Uint64(uint64(len(b)))
	for len(b) >= 8 {
		h.Uint64(uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56)
		b = b[8:]
	}
	if len(b) > 0 {
		var w uint64
		for i := 0; i < len(b); i++ {
			w |= uint64(b[i]) << (8 * i)
		}
		h.Uint64(w)
	}
}

// Sum returns the hash of everything written so far. It does not change h.
func (h *Hasher) Sum() uint64 {
	z := h.h
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Fold mixes two words into one, on its own, outside any [Hasher]: the
// 128-bit product of a and b, each first xored with a constant, its two
// halves xored (the "mum" step of wyhash). A state's many independent
// parts (cards, blocks of a list) fold one by one and their sum goes into
// a Hasher: the multiplies do not wait on each other, as a Hasher's do,
// so a sum of folds costs a few cycles a word, not a multiply's latency.
//
// Like Hasher, Fold is fully specified here and changing it invalidates
// the logs that recorded hashes made with it.
func Fold(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a^0xa0761d6478bd642f, b^0xe7037ed1a0b428db)
	return hi ^ lo
}
