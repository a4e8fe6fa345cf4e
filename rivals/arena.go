package rivals

// arena hands out values of T carved from chunks made at once: a game
// makes ≈ 45 attacks and ≈ 30 card contexts, each its own allocation
// before (a tenth of a replayed game's allocations each). Nothing is
// reused within a game: a value handed out is its taker's for good, so a
// card text that keeps an attack or a context keeps what it had. A
// released game's chunks (release.go) serve the next game's arena,
// zeroed. The zero arena is ready.
type arena[T any] struct {
	room   []T   // the rest of the current chunk
	chunks [][]T // every chunk the arena carved from, whole
	spare  [][]T // a released game's chunks, taken before new ones are made
}

// next returns a zeroed value, from a new chunk of n when the last is
// used up.
func (a *arena[T]) next(n int) *T {
	if len(a.room) == 0 {
		a.room = a.chunk(n)
	}
	v := &a.room[0]
	a.room = a.room[1:]
	return v
}

// slice returns a zeroed list of n values, its capacity n (appending to
// it copies it), from a new chunk of max(n, chunk) when the last has not
// room for it.
func (a *arena[T]) slice(n, chunk int) []T {
	if len(a.room) < n {
		a.room = a.chunk(max(n, chunk))
	}
	v := a.room[:n:n]
	a.room = a.room[n:]
	return v
}

// chunk returns a zeroed chunk of n values: a released game's, else a new
// one.
func (a *arena[T]) chunk(n int) []T {
	var c []T
	if k := len(a.spare); k > 0 && len(a.spare[k-1]) == n {
		c, a.spare = a.spare[k-1], a.spare[:k-1]
		clear(c)
	} else {
		c = make([]T, n)
	}
	a.chunks = append(a.chunks, c)
	return c
}

// The chunks' sizes: a four-player game makes ≈ 45 attacks and ≈ 30
// contexts.
const (
	attackChunk  = 16
	contextChunk = 32
)
