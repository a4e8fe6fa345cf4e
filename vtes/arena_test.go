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
	c.used = 0 // as releaseArena leaves it
	s = slab[int]{kept: &c}
	again := s.newSlice(2, 4)
	if &again[0] != &first[0] {
		t.Fatal("the next game did not take the released game's first chunk")
	}
	if again[0] != 0 || again[1] != 0 {
		t.Fatalf("a kept chunk handed out dirty: %v", again)
	}
}

// A room hands out its array cleared when it holds enough, and keeps the
// larger one made when it does not.
func TestArenaRoom(t *testing.T) {
	var r room[int]
	a := r.take(3)
	a[2] = 7
	if b := r.take(2); &b[0] != &a[0] || b[1] != 0 {
		t.Fatalf("room not reused, or not cleared: %v", b)
	}
	if c := r.take(5); len(c) != 5 || cap(r.kept) < 5 {
		t.Fatalf("room of %d kept after asking for 5", cap(r.kept))
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
