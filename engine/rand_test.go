package engine

import (
	"math"
	"slices"
	"testing"
)

// The splitmix64 and xoshiro256** vectors come from the authors' reference
// C implementations; they pin the generator to the published algorithm.
func TestSplitmix64ReferenceVectors(t *testing.T) {
	tests := []struct {
		seed uint64
		want []uint64
	}{
		{0, []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f}},
		{1234567, []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821}},
	}
	for _, tt := range tests {
		x := tt.seed
		for i, want := range tt.want {
			if got := splitmix64(&x); got != want {
				t.Errorf("splitmix64 seed %d output %d = %d, want %d", tt.seed, i, got, want)
			}
		}
	}
}

func TestXoshiroReferenceVectors(t *testing.T) {
	want := []uint64{11520, 0, 1509978240, 1215971899390074240, 1216172134540287360,
		607988272756665600, 16172922978634559625, 8476171486693032832,
		10595114339597558777, 2904607092377533576}
	var r Rand
	r.SetState([4]uint64{1, 2, 3, 4})
	for i, w := range want {
		if got := r.Uint64(); got != w {
			t.Fatalf("output %d = %d, want %d", i, got, w)
		}
	}
}

func TestSeedUsesSplitmix64(t *testing.T) {
	r := NewRand(0)
	want := [4]uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f}
	if got := r.State(); got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("NewRand(0) state = %#x, want it to start with %#x", got, want[:3])
	}
}

// Pinned outputs of this implementation: if one changes, every recorded game
// changes, and LogVersion must change with it.
func TestRandPinned(t *testing.T) {
	r := NewRand(42)
	if got := r.Uint64(); got != 0x15780b2e0c2ec716 {
		t.Errorf("NewRand(42).Uint64() = %#x, want 0x15780b2e0c2ec716", got)
	}
	r = NewRand(42)
	var ints []int
	for range 12 {
		ints = append(ints, r.Intn(10))
	}
	if want := []int{0, 3, 6, 9, 9, 7, 7, 8, 7, 5, 6, 2}; !slices.Equal(ints, want) {
		t.Errorf("NewRand(42) Intn(10) x12 = %v, want %v", ints, want)
	}
	r = NewRand(7)
	s := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	ShuffleSlice(&r, s)
	if want := []int{1, 8, 3, 0, 4, 5, 9, 6, 2, 7}; !slices.Equal(s, want) {
		t.Errorf("NewRand(7) shuffle = %v, want %v", s, want)
	}
}

func TestShuffleSliceMatchesShuffle(t *testing.T) {
	a, b := NewRand(99), NewRand(99)
	s1 := []string{"a", "b", "c", "d", "e", "f", "g"}
	s2 := slices.Clone(s1)
	ShuffleSlice(&a, s1)
	b.Shuffle(len(s2), func(i, j int) { s2[i], s2[j] = s2[j], s2[i] })
	if !slices.Equal(s1, s2) {
		t.Errorf("ShuffleSlice %v, Shuffle %v", s1, s2)
	}
}

func TestIntnRangeAndUniformity(t *testing.T) {
	r := NewRand(1)
	const n, draws = 6, 60000
	var counts [n]int
	for range draws {
		v := r.Intn(n)
		if v < 0 || v >= n {
			t.Fatalf("Intn(%d) = %d", n, v)
		}
		counts[v]++
	}
	// Chi-square with 5 degrees of freedom: 20.5 is the 0.1% critical value.
	chi := 0.0
	for _, c := range counts {
		d := float64(c) - draws/n
		chi += d * d / (draws / n)
	}
	if chi > 20.5 {
		t.Errorf("Intn(6) counts %v: chi-square %.1f, not uniform", counts, chi)
	}
	// A bound just above 2^63 rejects almost half the draws.
	big := uint64(1)<<63 + 1
	for range 1000 {
		if v := r.Uint64n(big); v >= big {
			t.Fatalf("Uint64n(%d) = %d", big, v)
		}
	}
	if v := r.Uint64n(0); v != 0 {
		t.Errorf("Uint64n(0) = %d, want 0", v)
	}
	if v := r.Intn(1); v != 0 {
		t.Errorf("Intn(1) = %d, want 0", v)
	}
}

func TestShuffleUniform(t *testing.T) {
	r := NewRand(3)
	const draws = 60000
	counts := map[[3]int]int{}
	for range draws {
		s := [3]int{0, 1, 2}
		ShuffleSlice(&r, s[:])
		counts[s]++
	}
	if len(counts) != 6 {
		t.Fatalf("saw %d permutations of 3, want 6", len(counts))
	}
	for p, c := range counts {
		if math.Abs(float64(c)-draws/6) > 0.05*draws/6 {
			t.Errorf("permutation %v seen %d times, want about %d", p, c, draws/6)
		}
	}
}

func TestIntnPanicsOnEmptyRange(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Intn(0) did not panic")
		}
	}()
	r := NewRand(1)
	r.Intn(0)
}

func TestRandCopyReplaysSequence(t *testing.T) {
	a := NewRand(5)
	a.Uint64()
	b := a
	for i := range 10 {
		if x, y := a.Uint64(), b.Uint64(); x != y {
			t.Fatalf("copy diverged at output %d: %d != %d", i, x, y)
		}
	}
}

func BenchmarkRandIntn(b *testing.B) {
	r := NewRand(1)
	s := 0
	for b.Loop() {
		s += r.Intn(37)
	}
	_ = s
}
