package rivals

import "kindred/engine"

// The game's log for people: each event's text and the turn it happened
// in. A four-player game logs ≈ 700 events; they are kept in chunks of a
// fixed size, not one list grown by doubling, whose copies were a tenth
// of a replayed choice's time (docs/BENCHMARKS.md, Rivals).

// eventChunk is the number of events a chunk of the log holds.
const eventChunk = 128

// event is one line of the log.
type event struct {
	text engine.Text
	turn int
}

// eventLog is the game's log: full chunks, the last one filling; spare
// are a released game's chunks, empty and zeroed, taken before new ones
// are made (release.go).
type eventLog struct {
	chunks [][]event
	spare  [][]event
	n      int
}

// next appends a zero event and returns it, for the caller to write in
// place (an event built and then appended was copied twice).
func (l *eventLog) next() *event {
	if l.n%eventChunk == 0 {
		if k := len(l.spare); k > 0 {
			l.chunks, l.spare = append(l.chunks, l.spare[k-1]), l.spare[:k-1]
		} else {
			l.chunks = append(l.chunks, make([]event, 0, eventChunk))
		}
	}
	last := &l.chunks[len(l.chunks)-1]
	*last = (*last)[:len(*last)+1]
	l.n++
	return &(*last)[len(*last)-1]
}

// at returns event i.
func (l *eventLog) at(i int) event { return l.chunks[i/eventChunk][i%eventChunk] }

// logf adds an event to the game's log.
func (g *Game) logf(m engine.Msg, args ...engine.Arg) {
	e := g.events.next()
	e.text, e.turn = m.With(args...), g.Turn
}

// EventCount returns the number of events of the game's log for people.
func (g *Game) EventCount() int { return g.events.n }

// Event returns event i of the game's log (0 ≤ i < EventCount) and the
// turn it happened in.
func (g *Game) Event(i int) (engine.Text, int) {
	e := g.events.at(i)
	return e.text, e.turn
}

// Events returns a copy of the game's log for people, and the turn of
// each event.
func (g *Game) Events() ([]engine.Text, []int) {
	texts, turns := make([]engine.Text, g.events.n), make([]int, g.events.n)
	for i := range g.events.n {
		texts[i], turns[i] = g.Event(i)
	}
	return texts, turns
}
