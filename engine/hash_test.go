package engine

import "testing"

func TestHasherPinned(t *testing.T) {
	var h Hasher
	if got := h.Sum(); got != 0 {
		t.Errorf("empty Sum = %#x, want 0", got)
	}
	h.Int(1)
	h.Str("kindred")
	h.Bool(true)
	if got := h.Sum(); got != 0x9dd8c9c135e5de92 {
		t.Errorf("Sum = %#x, want 0x9dd8c9c135e5de92 (changing it requires a new LogVersion)", got)
	}
}

func TestHasherDistinguishes(t *testing.T) {
	sum := func(write func(h *Hasher)) uint64 {
		var h Hasher
		write(&h)
		return h.Sum()
	}
	tests := []struct {
		name string
		a, b func(h *Hasher)
	}{
		{"empty vs one zero", func(h *Hasher) {}, func(h *Hasher) { h.Int(0) }},
		{"one zero vs two zeros", func(h *Hasher) { h.Int(0) }, func(h *Hasher) { h.Int(0); h.Int(0) }},
		{"order", func(h *Hasher) { h.Int(1); h.Int(2) }, func(h *Hasher) { h.Int(2); h.Int(1) }},
		{"string split", func(h *Hasher) { h.Str("ab"); h.Str("") }, func(h *Hasher) { h.Str("a"); h.Str("b") }},
		{"string padding", func(h *Hasher) { h.Str("a") }, func(h *Hasher) { h.Str("a\x00") }},
		{"long strings", func(h *Hasher) { h.Str("0123456789abcdefX") }, func(h *Hasher) { h.Str("0123456789abcdefY") }},
		{"high bit", func(h *Hasher) { h.Uint64(1 << 63); h.Int(5) }, func(h *Hasher) { h.Uint64(0); h.Int(5) }},
		{"bytes split", func(h *Hasher) { h.Bytes([]byte{1, 2}); h.Bytes(nil) }, func(h *Hasher) { h.Bytes([]byte{1}); h.Bytes([]byte{2}) }},
		{"bool", func(h *Hasher) { h.Bool(false) }, func(h *Hasher) { h.Bool(true) }},
		{"negative", func(h *Hasher) { h.Int(-1) }, func(h *Hasher) { h.Int(1) }},
	}
	for _, tt := range tests {
		if sum(tt.a) == sum(tt.b) {
			t.Errorf("%s: same hash %#x", tt.name, sum(tt.a))
		}
	}
}

func TestBytesMatchesStr(t *testing.T) {
	for _, s := range []string{"", "a", "01234567", "0123456789abcdefghij"} {
		var a, b Hasher
		a.Str(s)
		b.Bytes([]byte(s))
		if a.Sum() != b.Sum() {
			t.Errorf("Bytes(%q) and Str(%q) differ", s, s)
		}
	}
}

func TestHasherDoesNotAllocate(t *testing.T) {
	s := "a string longer than eight bytes"
	allocs := testing.AllocsPerRun(100, func() {
		var h Hasher
		h.Str(s)
		h.Int(3)
		_ = h.Sum()
	})
	if allocs != 0 {
		t.Errorf("Hasher allocates %v times", allocs)
	}
}

// Int32s writes what a loop of Int writes, and no count.
func TestHasherInt32s(t *testing.T) {
	type id int32
	for _, vs := range [][]id{nil, {0}, {1, -2, 3}, {-1 << 31, 1<<31 - 1}} {
		var a, b Hasher
		a.Int(7)
		b.Int(7)
		Int32s(&a, vs)
		for _, v := range vs {
			b.Int(int(v))
		}
		if a.Sum() != b.Sum() {
			t.Errorf("Int32s(%v) = %x, a loop of Int %x", vs, a.Sum(), b.Sum())
		}
	}
}

// Ints writes what a loop of Int writes, and no count.
func TestHasherInts(t *testing.T) {
	for _, vs := range [][]int{nil, {0}, {1, -2, 3}} {
		var a, b Hasher
		a.Ints(vs)
		for _, v := range vs {
			b.Int(v)
		}
		if a.Sum() != b.Sum() {
			t.Errorf("Ints(%v) = %x, a loop of Int %x", vs, a.Sum(), b.Sum())
		}
	}
	var a, b Hasher
	a.Ints([]int{1, 2})
	b.Ints([]int{2, 1})
	if a.Sum() == b.Sum() {
		t.Error("Ints ignores the order")
	}
}
