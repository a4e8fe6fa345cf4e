package server

import (
	"context"
	"sync"
	"time"
)

// A live game's goroutine runs only while it has something to do. Games
// of several days wait for a person most of the time, and a goroutine
// waiting for nobody holds its stack, a few KiB a game (issue 18: an idle
// game's memory). So the goroutine stops ("parks") as soon as no event is
// on its way, and the next event starts it again; an alarm (a timer, no
// goroutine) brings it back when the game acts on its own: a clock or a
// grace period running out, a write retried, eviction (arm).
//
// One goroutine at a time owns the game: the next one is started under
// park.mu after the last one parked under it, so everything the first
// wrote is seen by the second.
type park struct {
	mu      sync.Mutex
	running bool // a goroutine serves the game
	closed  bool // the game stopped for good (shutdown)
	// senders counts the events on their way (send): the goroutine does
	// not park while one is, since nobody would then receive it. The
	// goroutine counts an event off as it receives it, a sender that gives
	// up as it does: a sender still counting after its event was received
	// would keep the goroutine waiting for nothing.
	senders int
	alarm   *time.Timer // sends evTick when the game acts on its own
}

// evTick: the moment arm set came (a clock, a grace period, a retry, an
// eviction): tick acts on what is due.
type evTick struct{}

// arrive counts an event on its way to the game and starts the game's
// goroutine if it is parked.
func (g *game) arrive() {
	g.park.mu.Lock()
	g.park.senders++
	g.unparkLocked()
	g.park.mu.Unlock()
}

// delivered counts off an event received (serve) or given up (send).
func (g *game) delivered() {
	g.park.mu.Lock()
	g.park.senders--
	g.park.mu.Unlock()
}

// unparkLocked starts the goroutine of a parked game; park.mu is held.
func (g *game) unparkLocked() {
	if g.park.running || g.park.closed {
		return
	}
	g.park.running = true
	g.srv.wg.Add(1)
	go func() {
		defer g.srv.wg.Done()
		g.serve(g.srv.ctx)
	}()
}

// wakeToClose starts a parked game's goroutine so that it sees the
// server closing and shuts the game down (Server.Close).
func (g *game) wakeToClose() {
	g.park.mu.Lock()
	g.unparkLocked()
	g.park.mu.Unlock()
}

// parkNow stops the goroutine if no event is on its way and the server
// is not closing; the alarm is armed (arm) before. It reports whether
// the goroutine must return.
func (g *game) parkNow(ctx context.Context) bool {
	g.park.mu.Lock()
	defer g.park.mu.Unlock()
	if g.park.senders > 0 || ctx.Err() != nil {
		return false
	}
	g.park.running = false
	return true
}

// setAlarm arms the alarm to send evTick in d.
func (g *game) setAlarm(d time.Duration) {
	g.park.mu.Lock()
	defer g.park.mu.Unlock()
	if g.park.closed {
		return
	}
	if g.park.alarm == nil {
		g.park.alarm = time.AfterFunc(d, g.ring)
		return
	}
	g.park.alarm.Reset(d)
}

// ring is the alarm: it hands the game an evTick. An alarm that rings
// while the game is busy is received after what it does; one that rings
// for a moment already past does nothing in tick.
func (g *game) ring() { g.send(g.srv.ctx, evTick{}) }

// closePark marks the game stopped for good: no event starts it again,
// and its alarm is off.
func (g *game) closePark() {
	g.park.mu.Lock()
	defer g.park.mu.Unlock()
	g.park.closed = true
	if g.park.alarm != nil {
		g.park.alarm.Stop()
	}
}
