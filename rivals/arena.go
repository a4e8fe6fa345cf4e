package rivals

// arena hands out values of T carved from chunks made at once: a game
// makes ≈ 45 attacks and ≈ 30 card contexts, each its own allocation
// before (a tenth of a replayed game's allocations each). Nothing is
// reused: a value handed out is its taker's for good, so a card text
// that keeps an attack or a context keeps what it had. The zero arena is
// ready.
type arena[T any] struct {
	room []T
}

// next returns a zeroed value, from a new chunk of n when the last is
// used up.
func (a *arena[T]) next(n int) *T {
	if len(a.room) == 0 {
		a.room = make([]T, n)
	}
	v := &a.room[0]
	a.room = a.room[1:]
	return v
}

// The chunks' sizes: a four-player game makes ≈ 45 attacks and ≈ 30
// contexts.
const (
	attackChunk  = 16
	contextChunk = 32
)
