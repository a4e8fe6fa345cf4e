package server

import (
	"context"
	"encoding/json"
	"time"

	"kindred/store"
)

// What a game waits for, kept in the store (docs/ARCHITECTURE.md, "Async
// play").
//
// After every change the game records in the store which human seat it
// waits for, since when, and its clocks (store.Wait): "my games" reads it
// for the games that left memory, and a game brought back from the store
// (evicted, or after a restart) starts its clocks where they were, the
// time it spent out of memory counted. A clock counted in days does not
// keep its game in memory: once idle the game leaves it, and the server
// looks every sweepEvery for the games whose clock has run out
// (store.Accounts.DueGames) and brings them back, which hands the seat to
// its bot at once.

// Clock modes (createRequest.ClockMode).
const (
	clockPerTurn = "turn" // each seat's clock is full again every game turn
	clockPerGame = "game" // each seat has one clock for the whole game
)

// clockState is the clocks as stored beside the wait.
type clockState struct {
	Turn int     `json:"turn"`
	Set  bool    `json:"set,omitempty"`
	Left []int64 `json:"left"` // milliseconds, by seat
	At   int     `json:"at"`   // the choice the deciding seat's clock runs for
}

// summarizeWait fills the summary's deciding seat, since when, and when its
// clock runs out.
func (g *game) summarizeWait(sm *summary) {
	if g.over || g.failed != "" {
		return
	}
	d := g.eg.Pending()
	if d == nil || !g.seats[d.Seat].human || g.seats[d.Seat].bot {
		return
	}
	sm.Deciding = d.Seat
	if !g.decidingSince.IsZero() {
		sm.DecidingSince = g.decidingSince.UnixMilli()
	}
	if g.waitSeat == d.Seat {
		sm.Deadline = g.waitSince.Add(g.clockLeft[d.Seat]).UnixMilli()
	}
}

// recordWait writes what the game waits for to the store when the seat
// waited for or the clock's deadline changed, or, when the game leaves
// memory (force), when anything did (since when, the clocks): a game in
// memory answers from its summary, so a write per answer (a sync on
// SQLite) is spent only where the store must know at once (a new seat to
// wait for, a deadline for the sweep).
func (g *game) recordWait(force bool) {
	a := g.accounts()
	if a == nil {
		return
	}
	sm := g.summary.Load()
	w := store.Wait{Seat: sm.Deciding}
	if sm.DecidingSince != 0 {
		w.Since = time.UnixMilli(sm.DecidingSince)
	}
	if sm.Deadline != 0 {
		w.Deadline = time.UnixMilli(sm.Deadline)
	}
	cs := clockState{Turn: g.clockTurn, Set: g.clockSet, At: g.waitAt}
	for _, l := range g.clockLeft {
		cs.Left = append(cs.Left, l.Milliseconds())
	}
	w.Clock = mustJSON(cs)
	if g.lastWait != nil && g.lastWait.Seat == w.Seat && g.lastWait.Deadline.Equal(w.Deadline) &&
		(!force || g.lastWait.Since.Equal(w.Since) && string(g.lastWait.Clock) == string(w.Clock)) {
		return
	}
	// Not the server's context: a game leaving memory as the server
	// closes still writes.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(g.srv.ctx), 10*time.Second)
	defer cancel()
	if err := a.SetWait(ctx, g.id, w); err != nil {
		g.srv.log.Warn("cannot record what the game waits for", "game", g.id, "err", err)
		return
	}
	g.lastWait = &w
}

// restoreWait reads the stored wait of a game brought back from the store:
// the clocks as they were, and since when the seat decides.
func (g *game) restoreWait() {
	a := g.accounts()
	if a == nil {
		return
	}
	ctx, cancel := context.WithTimeout(g.srv.ctx, 30*time.Second)
	defer cancel()
	w, found, err := a.LoadWait(ctx, g.id)
	if err != nil || !found {
		return
	}
	g.lastWait = &w
	var cs clockState
	if json.Unmarshal(w.Clock, &cs) != nil || len(cs.Left) != len(g.clockLeft) {
		return
	}
	g.clockTurn, g.clockSet = cs.Turn, cs.Set
	for i, ms := range cs.Left {
		g.clockLeft[i] = time.Duration(ms) * time.Millisecond
	}
	if d := g.eg.Pending(); d != nil && d.Seat == w.Seat && cs.At == g.table.Len() && !w.Since.IsZero() {
		g.decidingSince = w.Since
		g.resumeWait = true
	}
}

// fullClock is a seat's whole clock.
func (g *game) fullClock() time.Duration { return time.Duration(g.meta.Clock) * time.Second }

// refillClocks gives every seat its full clock when the game starts, and
// at each new game turn if the clock is per turn.
func (g *game) refillClocks(turn int) {
	if g.clockSet && (turn == g.clockTurn || g.meta.ClockMode == clockPerGame) {
		g.clockTurn = turn
		return
	}
	g.clockTurn, g.clockSet = turn, true
	for i := range g.clockLeft {
		g.clockLeft[i] = g.fullClock()
	}
}

// sweepEvery is how often the server looks for stored games whose clock
// ran out while they were out of memory.
const sweepEvery = 30 * time.Second

// sweep brings back, every interval, the stored games whose clock has run
// out, so that their bots play; it returns when the server closes.
func (s *Server) sweep(interval time.Duration) {
	a := s.accounts()
	if a == nil {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-s.ctx.Done():
				return
			case <-t.C:
			}
			ids, err := a.DueGames(s.ctx, time.Now(), 100)
			if err != nil {
				s.log.Warn("looking for games whose clock ran out", "err", err)
				continue
			}
			for _, id := range ids {
				if s.liveGame(id) != nil {
					continue // in memory: its own timer acts
				}
				if _, err := s.game(s.ctx, id); err != nil {
					s.log.Warn("cannot bring back a game whose clock ran out", "game", id, "err", err)
				}
			}
		}
	}()
}

// clockKeepsInMemory reports whether the running clock must keep the game
// in memory: not when it runs out after the next sweep, since the store
// records its deadline and the sweep brings the game back.
func (g *game) clockKeepsInMemory(now time.Time) bool {
	if g.waitSeat < 0 {
		return false
	}
	if g.accounts() == nil {
		return true
	}
	return g.waitSince.Add(g.clockLeft[g.waitSeat]).Sub(now) <= 2*g.srv.sweepInterval()
}

// sweepInterval is how often the server sweeps (Config.sweepEvery).
func (s *Server) sweepInterval() time.Duration {
	if s.cfg.sweepEvery > 0 {
		return s.cfg.sweepEvery
	}
	return sweepEvery
}

// timersKeep reports whether a timer of the game's own keeps it in
// memory: a grace period that will hand a seat to a bot, a clock that
// runs out before the next sweep, a write to retry.
func (g *game) timersKeep(now time.Time) bool {
	if g.over || g.failed != "" {
		return false
	}
	for i := range g.seats {
		if !g.awayDeadline(i).IsZero() {
			return true
		}
	}
	return g.clockKeepsInMemory(now) || !g.retryAt.IsZero()
}
