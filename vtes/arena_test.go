package vtes

import "testing"

// A released game's chunks serve the next game cleared, in the order
// they were taken, and a chunk of another size is made apart, not kept.
func TestArenaChunks(t *testing.T) {
	var c chunks[int]
	var s slab[int]
	s.kept = &c
	first := s.newSlice(2, 4)
	first[0], first[1] = 1, 2
	s.newSlice(3, 4)        // past the first chunk: a second one
	big := s.newSlice(9, 4) // larger than a chunk: made apart
	big[0] = 9
	if len(c.all) != 2 || c.used != 2 {
		t.Fatalf("kept %d chunks, %d used; want 2, 2", len(c.all), c.used)
	}
	c.all[0][2] = 5 // a value of the first chunk the game wrote to
	c.used = 0      // as releaseArena leaves it
	s = slab[int]{kept: &c}
	again := s.newSlice(2, 4)
	if &again[0] != &first[0] {
		t.Fatal("the next game did not take the released game's first chunk")
	}
	if again[0] != 0 || again[1] != 0 {
		t.Fatalf("a kept chunk handed out dirty: %v", again)
	}
	if v := s.new(4); v != &c.all[0][2] || *v != 0 {
		t.Fatalf("a kept chunk's value handed out dirty: %d", *v)
	}
}

// A room hands out its array, dirty, when it holds enough, and keeps
// the larger one made, zeroed, when it does not; the slab carving a dirty
// array clears each value as it hands it out.
func TestArenaRoom(t *testing.T) {
	var r room[int]
	a, dirty := r.take(3)
	if dirty {
		t.Fatal("a new room handed out as dirty")
	}
	a[0], a[2] = 6, 7
	b, dirty := r.take(3)
	if &b[0] != &a[0] || !dirty {
		t.Fatalf("room not reused (%p, %p), or not said dirty (%v)", &b[0], &a[0], dirty)
	}
	var s slab[int]
	s.carve(b, dirty)
	if v := s.new(0); *v != 0 {
		t.Fatalf("a dirty room's value handed out dirty: %d", *v)
	}
	if v := s.newSlice(2, 0); v[1] != 0 {
		t.Fatalf("a dirty room's values handed out dirty: %v", v)
	}
	if c, dirty := r.take(5); len(c) != 5 || cap(r.kept) < 5 || dirty {
		t.Fatalf("room of %d kept after asking for 5 (dirty %v)", cap(r.kept), dirty)
	}
}

// Release hands the arena back once: a second Release does nothing, and
// the game keeps no arena.
func TestReleaseArenaOnce(t *testing.T) {
	g := &Game{}
	a := g.useArena()
	g.plays.new(playChunk)
	g.releaseArena()
	if g.arena != nil || a.plays.used != 0 {
		t.Fatalf("released: arena %p, %d chunks of plays used", g.arena, a.plays.used)
	}
	g.releaseArena()
}
