package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
)

// game is a live game: one goroutine (run, then serve) owns everything in
// it but the immutable id and meta and the published summary; other
// goroutines talk to it through events. The goroutine stops while the game
// has nothing to do and the next event starts another (park.go).
type game struct {
	srv     *Server
	id      string
	meta    meta // never changes after creation
	created time.Time
	events  chan any      // unbuffered: a send succeeds only while serve listens
	done    chan struct{} // closed when the game stops for good (shutdown)
	park    park          // whether a goroutine serves the game (park.go)
	summary atomic.Pointer[summary]

	gm     games.Game     // the game played (V:TES, …), as registered
	nar    games.Narrator // gm's event log, or nil
	sec    games.Secrets  // gm's hidden names, or nil
	table  *engine.Table
	eg     engine.Game // table.Game()
	bots   []engine.Player
	stored int // choices written to the store
	over   bool
	failed string // why the game stopped (a rules error), or ""

	seats      []seatState
	spectators []*conn
	chat       [][]byte              // the last chat messages, for newcomers
	logLines   map[viewKey]*logCache // the game log rendered per reader and language
	// notes are the server's lines in the log (away.go): who a bot played
	// for, choices taken back; notesStored of them are in the store.
	notes       []note
	notesStored int
	// names are the names of the game's hidden things (games.Secrets:
	// V:TES, its cards), longest first; redact holds, by log line, the
	// names each reader (seat, or -1) may not read in it; scanned is the
	// number of log lines checked.
	names   []string
	redact  map[int]map[int][]string
	scanned int

	clockTurn int
	clockSet  bool // the clocks were given their time (refillClocks)
	clockLeft []time.Duration
	// decidingSince is when the pending decision was first asked;
	// resumeWait: it was restored from the store, and so was the clock's
	// start (wait.go); lastWait is the wait last stored.
	decidingSince time.Time
	resumeWait    bool
	lastWait      *store.Wait
	waitSeat      int // the human seat whose clock runs, or -1
	waitAt        int // the choice that seat is deciding
	waitSince     time.Time
	retryAt       time.Time // when to retry a failed write
	// lastWriteErr is the last failed write's error.
	lastWriteErr error
	// finishStored: the store knows the game is over (store.Finish
	// succeeded, or the game was loaded finished).
	finishStored bool
	idleSince    time.Time // when a finished game lost its last connection
	// lastActive is when the game last made a choice or handled an event
	// other than a connection closing: an unfinished game idle for
	// Config.EvictAfter is dropped from memory (evictable).
	lastActive time.Time
	evictNow   bool // Server.EvictIdle asked for the game to go now
	evicted    bool // the game stops because it was idle, not because the server closes
	// lost: the store refused a write as a conflict (store.ErrConflict):
	// another node plays the game now; it leaves memory at once.
	lost bool
}

// seatState is a seat at run time.
type seatState struct {
	human bool
	conns []*conn
	// bot: a bot plays the seat, always for a bot seat, and for a human
	// seat whose player is away or out of time, until they take it back.
	bot bool
	// absentSince is when a human seat lost its last connection;
	// presentSince, when it got its first.
	absentSince, presentSince time.Time
	// botReason says why a bot plays a human seat (botAway, botClock),
	// since choice botFrom.
	botReason string
	botFrom   int
	// outOfTime: the bot plays the seat because its clock ran out in game
	// turn outOfTimeTurn; the seat comes back to its player when the next
	// turn gives it a full clock, not before.
	outOfTime     bool
	outOfTimeTurn int
}

type logLine struct {
	Turn int    `json:"turn"`
	Text string `json:"text"`
}

// Events handled by a game's goroutine.
type (
	evJoin   struct{ c *conn }
	evLeave  struct{ c *conn }
	evAnswer struct {
		c                *conn // nil for an HTTP answer
		seat, at, option int
		reply            chan error // HTTP answers only
	}
	evChat struct {
		c    *conn
		text string
	}
	evLang struct {
		c    *conn
		lang engine.Lang
	}
	evTakeBack struct{ c *conn }
	evView     struct {
		seat  int
		lang  engine.Lang
		reply chan []byte
	}
	// evEvict asks the game to leave memory now if it has been idle for
	// at least idle; the reply says whether it goes.
	evEvict struct {
		idle  time.Duration
		reply chan bool
	}
	// evPlayedOn tells a game the server brought back by itself (its bots
	// were to move) that the caller saw its bots play: it is handed over
	// once the game listens, which is after they played. Finished with
	// nobody watching, the game leaves memory at once.
	evPlayedOn struct{}
	// evLost tells a game that its node's lease has run out: another node
	// may play it now, so it leaves memory (Server.join).
	evLost struct{}
)

// newLiveGame makes a live game of table t, a game of gm. Each seat gets
// its bot (the seat's stored bot, or gm's first): a bot seat's, or the one
// that plays a human seat while its player is away.
func newLiveGame(s *Server, id string, gm games.Game, m meta, t *engine.Table, stored int, created time.Time, finishStored bool) (*game, error) {
	g := &game{srv: s, id: id, gm: gm, meta: m, created: created, events: make(chan any), done: make(chan struct{}), finishStored: finishStored,
		table: t, eg: t.Game(), stored: stored, waitSeat: -1, lastActive: time.Now(),
		logLines: map[viewKey]*logCache{}, redact: map[int]map[int][]string{}}
	// Server.start runs its first goroutine: until then, no event may
	// start one (park.go), though the game may be published already.
	g.park.running = true
	g.nar, _ = gm.(games.Narrator)
	g.sec, _ = gm.(games.Secrets)
	if g.sec != nil && g.nar != nil {
		g.names = g.sec.SecretNames(&t.Log().Header)
	}
	g.scanLog()
	seed := t.Log().Header.Seed
	now := time.Now()
	for i, sm := range m.Seats {
		name := sm.Bot
		if name == "" {
			name = gm.Bots()[0].Name
		}
		// A game resumed from the store reseeds its bots by how far it had
		// gone; a new one (stored 0) seeds them as `kindred play` does.
		b, err := gm.NewBot(name, games.BotSeed(seed, i)^uint64(stored))
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i, err)
		}
		g.bots = append(g.bots, b)
		st := seatState{human: sm.Player == playerHuman, bot: sm.Player == playerBot}
		if st.human {
			st.absentSince = now
		}
		g.seats = append(g.seats, st)
	}
	g.clockLeft = make([]time.Duration, len(m.Seats))
	g.loadNotes()
	g.restoreWait()
	g.over = g.eg.Pending() == nil
	if g.over {
		g.idleSince = now // a finished game loaded to be watched or listed
	}
	g.publish()
	return g, nil
}

// errGameClosed: the game's goroutine has stopped (the server is closing,
// or the finished game was dropped from memory).
var errGameClosed = errors.New("the game is closed")

// send hands an event to the game's goroutine, starting it if the game
// is parked (park.go).
func (g *game) send(ctx context.Context, ev any) error {
	g.arrive()
	select {
	case g.events <- ev:
		return nil // serve counts it off
	case <-g.done:
		g.delivered()
		return errGameClosed
	case <-ctx.Done():
		g.delivered()
		return ctx.Err()
	}
}

// run is the game's first goroutine: it brings the game to its first
// wait, then serves it.
func (g *game) run(ctx context.Context) {
	g.settle()
	g.publish()
	g.recordWait(false)
	g.serve(ctx)
}

// serve handles the game's events until it has none on their way (it
// parks: park.go) or stops for good (shutdown).
func (g *game) serve(ctx context.Context) {
	for {
		now := time.Now()
		if g.lost {
			g.srv.log.Warn("game dropped from memory: its stored log moved on (another node plays it)", "game", g.id)
			g.shutdown()
			return
		}
		if g.evictable(now) {
			g.evicted = !g.over
			g.srv.log.Info("game dropped from memory", "game", g.id, "over", g.over, "choices", g.table.Len())
			g.shutdown()
			return
		}
		if ctx.Err() != nil {
			g.shutdown()
			return
		}
		g.arm(now)
		if g.parkNow(ctx) {
			return
		}
		select {
		case <-ctx.Done():
			g.shutdown()
			return
		case ev := <-g.events:
			g.delivered()
			g.handle(ev)
		}
		g.publish()
		g.recordWait(false)
	}
}

// shutdown closes every connection and stops the rules. The game leaves
// the server's list before it reports itself done, so a request that finds
// it closed loads it again from the store.
func (g *game) shutdown() {
	g.closePark()
	if !g.lost && g.table.Len() == g.stored {
		g.recordWait(true) // wait.go: the store keeps what the game waits for
	}
	g.srv.forget(g)
	close(g.done)
	for _, c := range g.allConns() {
		c.idle = g.evicted
		g.drop(c)
	}
	games.Close(g.eg)
}

func (g *game) allConns() []*conn {
	var out []*conn
	for i := range g.seats {
		out = append(out, g.seats[i].conns...)
	}
	return append(out, g.spectators...)
}

func (g *game) connected() bool {
	for i := range g.seats {
		if len(g.seats[i].conns) > 0 {
			return true
		}
	}
	return len(g.spectators) > 0
}

// handle applies one event.
func (g *game) handle(ev any) {
	switch ev.(type) {
	case evLeave, evEvict, evPlayedOn, evLost, evTick:
	default:
		g.lastActive = time.Now() // someone is there: the game is not idle
	}
	switch ev := ev.(type) {
	case evTick:
		g.tick(time.Now())
	case evEvict:
		g.evictNow = g.idleFor(time.Now(), ev.idle)
		ev.reply <- g.evictNow
	case evPlayedOn:
		g.evictNow = g.over && !g.connected()
	case evLost:
		g.lost = true
	case evJoin:
		g.join(ev.c)
	case evLeave:
		g.leave(ev.c)
	case evAnswer:
		err := g.answer(ev.seat, ev.at, ev.option)
		g.publish()
		if ev.reply != nil {
			ev.reply <- err
		}
		if ev.c != nil {
			if err != nil {
				g.sendMsg(ev.c, errorMessage(err.Error(), g.table.Len()))
			} else {
				g.sendMsg(ev.c, mustJSON(map[string]any{"type": "ack", "at": g.table.Len()}))
			}
		}
		if err == nil {
			g.broadcast()
		}
	case evChat:
		g.chatMsg(ev.c, ev.text)
	case evUndo:
		g.handleUndo(ev)
	case evLang:
		ev.c.lang = ev.lang
		ev.c.logSent = 0
		g.sendView(ev.c, nil)
	case evTakeBack:
		if ev.c.seat >= 0 && g.seats[ev.c.seat].human && g.seats[ev.c.seat].bot {
			if g.seats[ev.c.seat].outOfTime {
				g.sendMsg(ev.c, errorMessage("your time for this turn has run out: the bot plays your seat until the next turn, which gives it back to you", g.table.Len()))
				return
			}
			g.takeBack(ev.c.seat)
			g.broadcast()
		}
	case evView:
		ev.reply <- g.fullView(ev.seat, ev.lang)
	}
}

// join adds a connection: a seat's player taking their seat back, or a
// spectator.
func (g *game) join(c *conn) {
	if n := len(g.allConns()); n >= g.srv.cfg.MaxConnsPerGame {
		g.srv.log.Warn("connection refused: too many to one game", "game", g.id, "connections", n)
		c.closeCode, c.closeReason = StatusTooMany, fmt.Sprintf("too many connections to this game (%d): close another one", n)
		c.gone = true
		close(c.out)
		return
	}
	// Only the newcomer gets a view, unless others see something change:
	// a seat's player connecting (seats show who is there), or taking
	// the seat back from the bot. A spectator, or a second tab of a seat,
	// costs the others nothing.
	changed := false
	if c.seat >= 0 {
		st := &g.seats[c.seat]
		changed = len(st.conns) == 0
		if changed {
			st.presentSince = time.Now()
		}
		st.conns = append(st.conns, c)
		st.absentSince = time.Time{}
		if st.bot && !st.outOfTime {
			g.takeBack(c.seat)
			changed = true
		}
	} else {
		g.spectators = append(g.spectators, c)
	}
	g.idleSince = time.Time{}
	for _, m := range g.chat {
		g.sendMsg(c, m)
	}
	if changed {
		g.broadcast()
	} else {
		g.push([]*conn{c})
	}
}

// takeBack gives a human seat back to its player, with the time it had
// left for the turn: a full clock would let a player stop the clock by
// leaving and coming back. A seat whose clock ran out is not taken back
// (outOfTime): it comes back at the next turn.
func (g *game) takeBack(seat int) {
	g.botStops(seat)
	g.srv.log.Info("seat taken back by its player", "game", g.id, "seat", seat)
	g.settle()
}

// leave removes a connection that closed.
func (g *game) leave(c *conn) {
	if c.gone {
		return
	}
	g.drop(c)
	if c.seat >= 0 && len(g.seats[c.seat].conns) == 0 {
		g.releaseAway() // nobody may wait for the absent any more
		g.broadcast()   // the seat's player is gone: the others see it
	}
}

// drop removes c from the game and closes its outgoing channel, which
// makes its writer close the WebSocket.
func (g *game) drop(c *conn) {
	if c.gone {
		return
	}
	c.gone = true
	close(c.out)
	remove := func(list []*conn) []*conn {
		for i, x := range list {
			if x == c {
				return append(list[:i], list[i+1:]...)
			}
		}
		return list
	}
	if c.seat >= 0 {
		st := &g.seats[c.seat]
		st.conns = remove(st.conns)
		if len(st.conns) == 0 {
			st.absentSince = time.Now()
		}
	} else {
		g.spectators = remove(g.spectators)
	}
	if g.over && !g.connected() {
		g.idleSince = time.Now()
	}
}

// Errors of answers, besides the engine's.
var (
	errNotYours = errors.New("it is not your decision")
	errStale    = errors.New("the game has moved on")
	errOver     = errors.New("the game is over")
	errFailed   = errors.New("the game stopped on a rules error")
	errNotSaved = errors.New("your choice was not saved")
)

// answer applies a human seat's answer: checked, applied, followed by the
// bots' choices up to the next human decision, and all of them written to
// the store before it returns nil. On any error nothing has changed.
func (g *game) answer(seat, at, option int) error {
	if g.failed != "" {
		return fmt.Errorf("%w: %s", errFailed, g.failed)
	}
	d := g.eg.Pending()
	if d == nil {
		return errOver
	}
	if d.Seat != seat {
		return fmt.Errorf("%w: %s decides (%s)", errNotYours, seatNoun(g.gm, d.Seat), d.Kind)
	}
	if at != g.table.Len() {
		return fmt.Errorf("%w: the answer is for choice %d, the game waits for choice %d", errStale, at+1, g.table.Len()+1)
	}
	if option < 0 || option >= len(d.Options) {
		return fmt.Errorf("%w: option %d, the decision has options 0 to %d", engine.ErrOutOfRange, option, len(d.Options)-1)
	}
	before := g.table.Len()
	// What the answer changes besides the table, put back if it is not
	// saved.
	st, left, waitSeat, waitSince, notes := g.seats[seat], g.clockLeft[seat], g.waitSeat, g.waitSince, len(g.notes)
	if err := g.apply(seat, option); err != nil {
		return err
	}
	g.spendClock(seat, time.Now())
	// Answering takes the seat back from the bot.
	g.botStops(seat)
	g.playBots()
	err := g.flush()
	if g.stored <= before {
		// The answer is not in the store: a write failed, here or in
		// the middle of the bots' run (playBots), and the table went back
		// to the last stored choice, before it. Acknowledging it would
		// lose it: it is refused, and the seat decides again.
		if err == nil {
			err = g.lastWriteErr
		}
		g.seats[seat] = st
		g.notes = g.notes[:min(notes, len(g.notes))]
		g.notesStored = min(g.notesStored, len(g.notes))
		g.clockLeft[seat], g.waitSeat, g.waitSince = left, waitSeat, waitSince
		return fmt.Errorf("%w (answer again): %v", errNotSaved, err)
	}
	// The answer is stored; if a later write of the bots' choices failed,
	// the table went back to it, and the bots play again at the retry.
	g.afterChoices(before)
	return nil
}

// apply answers the pending decision through the table. A panic of the
// rules (a bug) stops the game rather than the server.
func (g *game) apply(seat, option int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			g.failed = fmt.Sprintf("choice %d: %v", g.table.Len()+1, r)
			g.srv.log.Error("rules error: the game is stopped", "game", g.id, "choice", g.table.Len()+1,
				"err", fmt.Sprint(r), "stack", string(debug.Stack()))
			err = fmt.Errorf("%w: %s", errFailed, g.failed)
		}
	}()
	if err := g.table.Answer(seat, option); err != nil {
		return err
	}
	g.scanLog()
	if h := g.srv.cfg.afterChoice; h != nil {
		h(g.id, g.eg)
	}
	return nil
}

// maxBotRun bounds the choices bots make in one go (a V:TES game played by
// bots alone ends in a few thousand).
const maxBotRun = 100000

// playBots lets the bots answer while a bot plays the deciding seat,
// writing to the store every 1,000 choices (Config.botWrite).
func (g *game) playBots() {
	g.releaseAway()
	for range maxBotRun {
		if g.failed != "" {
			return
		}
		d := g.eg.Pending()
		if d == nil || !g.seats[d.Seat].bot {
			return
		}
		if st := &g.seats[d.Seat]; st.outOfTime && g.meta.ClockMode != clockPerGame && g.gm.Status(g.eg).Turn != st.outOfTimeTurn {
			// A new turn: the seat is its player's again, with a full
			// clock (startClock). Absent, the grace period hands it back
			// to the bot.
			g.botStops(d.Seat)
			g.srv.log.Info("seat given back to its player: a new turn", "game", g.id, "seat", d.Seat)
			return
		}
		o, err := g.botChoice(d)
		if err == nil {
			err = g.apply(d.Seat, o)
		}
		if err != nil {
			if g.failed == "" {
				g.failed = fmt.Sprintf("the bot of seat %d: %v", d.Seat, err)
			}
			g.srv.log.Error("bot failed: the game is stopped", "game", g.id, "seat", d.Seat, "err", err)
			return
		}
		if g.table.Len()-g.stored >= g.srv.cfg.botWrite {
			if g.flush() != nil {
				return
			}
		}
	}
}

// botChoice asks the seat's bot, turning a panic into an error.
func (g *game) botChoice(d *engine.Decision) (o int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return g.bots[d.Seat].Choose(g.eg.View(d.Seat), d)
}

// flush writes the choices not yet stored. If the write fails, the game
// goes back to the last stored choice (nothing unwritten is ever shown)
// and a retry is planned.
func (g *game) flush() error {
	n := g.table.Len()
	if n == g.stored {
		return nil
	}
	ctx, cancel := context.WithTimeout(g.srv.ctx, 30*time.Second)
	defer cancel()
	err := g.srv.store.Append(ctx, g.id, g.stored, g.table.Log().Choices[g.stored:], g.toMove())
	if err == nil {
		g.stored = n
		return nil
	}
	g.lastWriteErr = err
	if errors.Is(err, store.ErrConflict) {
		// Another writer extended the log (another node took the game
		// over, or a write this one thought failed went through): this
		// table is no longer the game. It leaves memory at once; whoever
		// asks next gets the stored game (or its owner's).
		g.lost = true
	}
	g.srv.log.Error("cannot store choices: back to the last stored one", "game", g.id,
		"from", g.stored+1, "to", n, "err", err)
	old := g.eg
	if rerr := g.table.Rewind(g.stored); rerr != nil {
		g.failed = fmt.Sprintf("cannot go back to choice %d: %v", g.stored, rerr)
		return errors.Join(err, rerr)
	}
	g.eg = g.table.Game()
	if g.eg != old {
		games.Close(old)
	}
	g.dropNotesAfter(g.stored)
	g.failed = ""
	g.retryAt = time.Now().Add(g.srv.cfg.retryAfter)
	return err
}

// toMove says who makes the next choice, as the store records it: a bot
// when a bot plays the deciding seat (a bot seat, or a human seat a bot
// took over). At rest, once the bots have played, it is always a person
// (or nobody); the store sees BotToMove only from the writes in the
// middle of a long run of bots' choices, or when the server stopped
// before the run was written whole (Server.Resume plays such games on).
func (g *game) toMove() store.ToMove {
	if d := g.eg.Pending(); d != nil && g.seats[d.Seat].bot {
		return store.BotToMove
	}
	return store.PersonToMove
}

// metaToMove is toMove for a game just built from its stored log: bots
// play its bot seats only.
func metaToMove(m meta, eg engine.Game) store.ToMove {
	if d := eg.Pending(); d != nil && m.Seats[d.Seat].Player == playerBot {
		return store.BotToMove
	}
	return store.PersonToMove
}

// settle lets the bots play, stores their choices, and updates what
// follows from the new state.
func (g *game) settle() {
	before := g.table.Len()
	g.playBots()
	if g.flush() != nil {
		return
	}
	g.afterChoices(before)
}

// afterChoices records the end of the game and restarts the clock.
func (g *game) afterChoices(before int) {
	if g.eg.Pending() == nil && !g.over {
		g.over = true
		for i := range g.seats {
			g.botStops(i) // the log says what the bots played for whom
		}
		g.srv.log.Info("game over", "game", g.id, "choices", g.table.Len(), "winners", fmt.Sprint(g.eg.Result().Winners))
		if !g.connected() {
			g.idleSince = time.Now()
		}
	}
	g.storeFinish()
	if g.table.Len() != before {
		g.lastActive = time.Now()
	}
	if g.table.Len() != before || g.decidingSince.IsZero() {
		g.decidingSince, g.resumeWait = time.Now(), false
	}
	if g.table.Len() != before || g.waitSeat < 0 {
		g.startClock(time.Now())
	}
}

// storeFinish records the end of a finished game in the store, if it is
// not there yet; a failed write is retried (tick), so the lobby of every
// node, which reads the store, sees the game over.
func (g *game) storeFinish() {
	if !g.over || g.finishStored || g.failed != "" {
		return
	}
	ctx, cancel := context.WithTimeout(g.srv.ctx, 30*time.Second)
	defer cancel()
	if err := g.srv.finishStore(ctx, g, mustJSON(g.summarize())); err != nil {
		g.srv.log.Error("cannot record the end of the game: retried later", "game", g.id, "err", err)
		g.retryAt = time.Now().Add(g.srv.cfg.retryAfter)
		g.lost = errors.Is(err, store.ErrConflict) // another node owns the game now
		return
	}
	g.finishStored = true
}

// startClock starts the clock of the human seat that decides now, if the
// game has a clock; a new game turn gives every seat its full time again.
func (g *game) startClock(now time.Time) {
	g.waitSeat = -1
	if g.meta.Clock == 0 || g.over || g.failed != "" {
		return
	}
	g.refillClocks(g.gm.Status(g.eg).Turn)
	d := g.eg.Pending()
	if d == nil || !g.seats[d.Seat].human || g.seats[d.Seat].bot {
		return
	}
	g.waitSeat, g.waitAt, g.waitSince = d.Seat, g.table.Len(), now
	if g.resumeWait {
		// Brought back from the store: the clock ran while the game was
		// out of memory.
		g.waitSince, g.resumeWait = g.decidingSince, false
	}
}

// spendClock charges seat for the time it took to answer.
func (g *game) spendClock(seat int, now time.Time) {
	if g.waitSeat == seat {
		g.clockLeft[seat] -= now.Sub(g.waitSince)
		g.waitSeat = -1
	}
}

// arm sets the alarm (park.go) to the next moment something happens on its own: a seat's
// grace period or clock running out, a retry, dropping an idle game.
func (g *game) arm(now time.Time) {
	next := g.wake()
	if g.over && !g.idleSince.IsZero() {
		next = earliest(next, g.idleSince.Add(g.srv.cfg.KeepFinished))
	}
	if !g.over && g.srv.cfg.EvictAfter > 0 && !g.timersKeep(now) {
		next = earliest(next, g.lastActive.Add(g.srv.cfg.EvictAfter))
	}
	d := time.Hour
	if !next.IsZero() {
		d = max(next.Sub(now), 0)
	}
	g.setAlarm(d)
}

// earliest returns the earlier of two moments, the zero time standing for
// none.
func earliest(a, b time.Time) time.Time {
	if a.IsZero() || (!b.IsZero() && b.Before(a)) {
		return b
	}
	return a
}

// wake returns when the game will act on its own (a seat's grace period
// or clock running out hands it to a bot; a failed write is retried), or
// the zero time.
func (g *game) wake() time.Time {
	var next time.Time
	at := func(t time.Time) { next = earliest(next, t) }
	if !g.over && g.failed == "" {
		for i := range g.seats {
			at(g.awayDeadline(i))
		}
		if g.waitSeat >= 0 {
			at(g.waitSince.Add(g.clockLeft[g.waitSeat]))
		}
	}
	if g.failed == "" {
		at(g.retryAt)
	}
	return next
}

// tick hands seats over to bots when their player is away beyond the grace
// period or out of time, and retries a failed write.
func (g *game) tick(now time.Time) {
	if g.failed != "" {
		return
	}
	if g.over {
		if !g.retryAt.IsZero() && !now.Before(g.retryAt) {
			g.retryAt = time.Time{}
			g.storeFinish()
		}
		return
	}
	changed := false
	for i := range g.seats {
		if d := g.awayDeadline(i); !d.IsZero() && !now.Before(d) {
			g.botStarts(i, botAway)
			changed = true
			g.srv.log.Info("seat played by a bot: its player is away and others wait", "game", g.id, "seat", i)
		}
	}
	if s := g.waitSeat; s >= 0 && g.table.Len() == g.waitAt && !now.Before(g.waitSince.Add(g.clockLeft[s])) {
		g.clockLeft[s] = 0
		g.waitSeat = -1
		g.botStarts(s, botClock)
		g.seats[s].outOfTime, g.seats[s].outOfTimeTurn = true, g.clockTurn
		changed = true
		g.srv.log.Info("seat played by a bot: its clock ran out", "game", g.id, "seat", s)
		for _, c := range g.seats[s].conns {
			g.sendMsg(c, mustJSON(map[string]any{"type": "notice", "notice": "clock"}))
		}
	}
	if !g.retryAt.IsZero() && !now.Before(g.retryAt) {
		g.retryAt = time.Time{}
		changed = true
	}
	if changed {
		g.settle()
		g.broadcast()
	}
}

// evictable reports whether the game has been left alone long enough to
// be dropped from memory: a finished game with no connection for
// KeepFinished, an unfinished one idle for EvictAfter.
func (g *game) evictable(now time.Time) bool {
	if g.evictNow {
		return true
	}
	if g.over {
		return !g.connected() && !g.idleSince.IsZero() && now.Sub(g.idleSince) >= g.srv.cfg.KeepFinished
	}
	return g.srv.cfg.EvictAfter > 0 && g.idleFor(now, g.srv.cfg.EvictAfter)
}

// idleFor reports whether the game could leave memory now, idle for at
// least d. A finished game must have no connection. An unfinished game
// must have nothing to do on its own (no clock, grace period or retry
// running: a bot would play when it ends; a bot's turn never rests, since
// bots play as soon as they decide) and every choice stored, so that
// rebuilding it from its log gives the very same game.
func (g *game) idleFor(now time.Time, d time.Duration) bool {
	if g.over {
		return !g.connected() && g.finishStored
	}
	return now.Sub(g.lastActive) >= d && !g.timersKeep(now) && g.table.Len() == g.stored
}

// viewMsg is a view pushed to a connection: the seat's state and the game
// log lines it has not had yet (all of them when LogStart is 0).
type viewMsg struct {
	Type     string          `json:"type"`
	State    json.RawMessage `json:"state"`
	LogStart int             `json:"log_start"`
	Log      []logLine       `json:"log"`
}

// broadcast pushes to every connection its own seat's view.
func (g *game) broadcast() { g.push(g.allConns()) }

// push sends each of conns its own seat's view.
func (g *game) push(conns []*conn) {
	g.saveNotes()
	g.publish() // the lobby knows what the connections are about to
	if h := g.srv.cfg.beforePush; h != nil {
		h(g.id, g.table.Len(), g.eg)
	}
	cache := map[viewKey]json.RawMessage{}
	for _, c := range conns {
		g.sendView(c, cache)
	}
}

type viewKey struct {
	seat int
	lang engine.Lang
}

// sendView pushes c its view, built once per seat and language.
func (g *game) sendView(c *conn, cache map[viewKey]json.RawMessage) {
	k := viewKey{c.seat, c.lang}
	state, ok := cache[k]
	if !ok {
		state = g.renderView(c.seat, c.lang)
		if cache != nil {
			cache[k] = state
		}
	}
	lines := g.log(c.seat, c.lang)
	start := min(c.logSent, len(lines))
	msg := viewMsg{Type: "view", State: state, LogStart: start, Log: lines[start:]}
	c.logSent = len(lines)
	g.sendMsg(c, mustJSON(msg))
}

// fullView is the view of seat with the whole log, for the HTTP API.
func (g *game) fullView(seat int, lang engine.Lang) []byte {
	return mustJSON(viewMsg{Type: "view", State: g.renderView(seat, lang), Log: g.log(seat, lang)})
}

// eventCount returns the number of lines of the game's event log (none for
// a game with no games.Narrator).
func (g *game) eventCount() int {
	if g.nar == nil {
		return 0
	}
	return g.nar.EventCount(g.eg)
}

// log returns the game log as reader (a seat, or -1) may read it, in
// lang, rendering only new lines.
func (g *game) log(reader int, lang engine.Lang) []logLine {
	n := g.eventCount()
	k := viewKey{reader, lang}
	lc := g.logLines[k]
	if lc == nil || lc.events > n || lc.notes > len(g.notes) {
		lc = &logCache{lines: []logLine{}} // new, or the game went back (a failed write, an undo)
		g.logLines[k] = lc
	}
	turn := 0
	if len(lc.lines) > 0 {
		turn = lc.lines[len(lc.lines)-1].Turn
	}
	notes := func(upTo int) {
		for ; lc.notes < len(g.notes) && g.notes[lc.notes].Event <= upTo; lc.notes++ {
			lc.lines = append(lc.lines, logLine{Turn: turn, Text: g.notes[lc.notes].render(g, lang)})
		}
	}
	for ; lc.events < n; lc.events++ {
		i := lc.events
		notes(i)
		e := g.nar.Event(g.eg, i)
		text := e.Text.Render(lang)
		for _, name := range g.redact[i][reader] {
			text = strings.ReplaceAll(text, name, hiddenWord(lang))
		}
		turn = e.Turn
		lc.lines = append(lc.lines, logLine{Turn: e.Turn, Text: text})
	}
	notes(n)
	return lc.lines
}

// hiddenWord stands for a name a reader may not see.
func hiddenWord(lang engine.Lang) string {
	if lang == engine.French {
		return "(carte cachée)"
	}
	return "(hidden card)"
}

// scanLog checks the log lines written by the last choice: a line naming a
// hidden thing (games.Secrets; V:TES: a card) that a reader cannot see
// anywhere at this moment (a vampire in an uncontrolled region, a card in
// a hand) has that name hidden from that reader. The rules' log is public;
// this is the server's second line of defence for the views it sends (the
// game's views are the first).
func (g *game) scanLog() {
	n := g.eventCount()
	if g.scanned > n {
		for i := n; i < g.scanned; i++ {
			delete(g.redact, i)
		}
		g.scanned = n
	}
	if g.scanned == n || len(g.names) == 0 {
		g.scanned = n
		return
	}
	// visible holds, by reader, the names it sees now; read on first need.
	visible := map[int]map[string]bool{}
	sees := func(reader int, name string) bool {
		v, ok := visible[reader]
		if !ok {
			v = map[string]bool{}
			for _, x := range g.sec.VisibleNames(g.eg, reader) {
				v[x] = true
			}
			visible[reader] = v
		}
		return v[name]
	}
	seats := g.eg.Seats()
	for i := g.scanned; i < n; i++ {
		// Names are tried longest first and each one found is masked, so a
		// "Misdirection" is not found inside a "Telepathic Misdirection".
		text := g.nar.Event(g.eg, i).Text.Render(engine.English)
		for _, name := range g.names {
			if !strings.Contains(text, name) {
				continue
			}
			text = strings.ReplaceAll(text, name, "\x00")
			if sees(engine.Spectator, name) {
				continue // public: in play, in an ash heap
			}
			for reader := engine.Spectator; reader < seats; reader++ {
				if reader >= 0 && sees(reader, name) {
					continue // in its own hand, or face down under its control
				}
				if g.redact[i] == nil {
					g.redact[i] = map[int][]string{}
				}
				g.redact[i][reader] = append(g.redact[i][reader], name)
			}
		}
	}
	g.scanned = n
}

// sendMsg queues msg for c; a connection too slow to take it is dropped
// (its player reconnects and gets a full view).
func (g *game) sendMsg(c *conn, msg []byte) {
	if c.gone {
		return
	}
	select {
	case c.out <- msg:
	default:
		g.srv.log.Warn("connection too slow: dropped", "game", g.id, "seat", c.seat)
		g.drop(c)
	}
}

// maxChat bounds a chat message, in characters; chatKept is how many
// messages newcomers get.
const (
	maxChat  = 500
	chatKept = 50
)

// chatMsg relays a chat message to every connection. Chat is not part of
// the game: it is kept in memory only.
func (g *game) chatMsg(c *conn, text string) {
	// Control characters (line breaks, tabs, …) become spaces; any other
	// invisible character is refused by the check names pass too
	// (checkText).
	text = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.TrimSpace(text))
	if text == "" {
		return
	}
	if utf8.RuneCountInString(text) > maxChat {
		g.sendMsg(c, errorMessage(fmt.Sprintf("chat message longer than %d characters", maxChat), g.table.Len()))
		return
	}
	if err := checkText(text); err != nil {
		g.sendMsg(c, errorMessage("the chat message "+err.Error(), g.table.Len()))
		return
	}
	from := "Spectator"
	if c.seat >= 0 {
		from = g.meta.Seats[c.seat].Name
	}
	msg := mustJSON(map[string]any{"type": "chat", "seat": c.seat, "from": from, "text": text, "time": time.Now().UnixMilli()})
	g.chat = append(g.chat, msg)
	if len(g.chat) > chatKept {
		g.chat = g.chat[len(g.chat)-chatKept:]
	}
	for _, x := range g.allConns() {
		g.sendMsg(x, msg)
	}
}

// summarize builds the game's public summary.
func (g *game) summarize() *summary {
	sm := &summary{ID: g.id, Game: g.gm.Name(), Created: g.created.UnixMilli(), State: "playing",
		Turn: g.gm.Status(g.eg).Turn, Choices: g.table.Len(), Over: g.over, Spectate: "/play/" + g.id,
		Hash: g.hash(), Error: g.failed, Campaign: g.meta.campaignRef(), Deciding: -1}
	g.summarizeWait(sm)
	if g.failed != "" {
		sm.State = "broken"
	}
	if g.over {
		sm.State = "over"
		r := g.eg.Result()
		sm.Scores, sm.Winners = r.Scores, r.Winners
	}
	for i, st := range g.seats {
		sm.Seats = append(sm.Seats, seatSummary{Seat: i, Player: g.meta.Seats[i].Player, Name: g.meta.Seats[i].Name,
			Connected: len(st.conns) > 0, BotPlaying: st.bot})
	}
	return sm
}

// hash is the state hash after the last choice, as the log records it.
func (g *game) hash() string {
	cs := g.table.Log().Choices
	if len(cs) == 0 {
		return fmt.Sprintf("%016x", g.table.Game().Hash())
	}
	return fmt.Sprintf("%016x", cs[len(cs)-1].Hash)
}

// publish makes the summary visible to the lobby.
func (g *game) publish() { g.summary.Store(g.summarize()) }

// errorMessage is the protocol's error message.
func errorMessage(text string, at int) []byte {
	return mustJSON(map[string]any{"type": "error", "error": text, "at": at})
}

// mustJSON encodes values built by the server itself, which always encode.
func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte(`{"type":"error","error":"internal: cannot encode a message"}`)
	}
	return b
}
