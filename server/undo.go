package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
)

// Undo (docs/ARCHITECTURE.md, "Undo").
//
// A player takes back their last choice while no other seat has decided
// since and the game revealed nothing after it (engine.Table.Undoable:
// a draw, a card shown, a random pick end the window), and the choice is
// their own (a bot's choices for them while they were away are not theirs
// to take back). The table is rewound, the store's log cut
// (store.Truncater) before anyone hears of it, and the log says who took
// back what, so the others see it happened. Undo takes back one choice
// at a time; asked again, it takes back the one before, within the window.

// evUndo asks the game to take back seat's last choice; at names the
// choice the asker saw the game wait for (the view's "at").
type evUndo struct {
	c        *conn // nil for an HTTP undo
	seat, at int
	reply    chan error // HTTP undos only
}

// errNoUndo: the choice cannot be taken back.
var errNoUndo = engine.ErrNotUndoable

// undoFloor is the length of the log before which seat may take nothing
// back: its bot played for it up to there.
func (g *game) undoFloor(seat int) int {
	floor := 0
	for _, n := range g.notes {
		if n.Seat == seat && (n.Kind == noteBotStart || n.Kind == noteBotEnd) {
			floor = max(floor, n.At)
		}
	}
	return floor
}

// canUndo reports whether seat may take back its last choice now.
func (g *game) canUndo(seat int) bool {
	return seat >= 0 && g.failed == "" && !g.over && g.seats[seat].human && !g.seats[seat].bot &&
		g.table.Len() == g.stored && g.table.Undoable(seat) > 0 && g.table.Len()-1 >= g.undoFloor(seat)
}

// undo takes back seat's last choice: checked, rewound, cut from the store
// before it returns nil. On any error nothing has changed.
func (g *game) undo(seat, at int) error {
	switch {
	case g.failed != "":
		return fmt.Errorf("%w: %s", errFailed, g.failed)
	case g.over:
		return errOver
	case at != g.table.Len():
		return fmt.Errorf("%w: the undo is for choice %d, the game is at choice %d", errStale, at+1, g.table.Len()+1)
	case !g.seats[seat].human || g.seats[seat].bot:
		return fmt.Errorf("%w: a bot plays your seat now", errNoUndo)
	case g.table.Len() != g.stored:
		return fmt.Errorf("%w: the last choices are not saved yet", errNoUndo)
	case g.table.Undoable(seat) > 0 && g.table.Len()-1 < g.undoFloor(seat):
		return fmt.Errorf("%w: a bot made that choice for you", errNoUndo)
	}
	tr, ok := g.srv.store.(store.Truncater)
	if !ok {
		return fmt.Errorf("%w: this server's store cannot take choices back", errNoUndo)
	}
	from := g.table.Len()
	last := g.table.Log().Choices[from-1]
	old := g.eg
	if err := g.table.Undo(seat, 1); err != nil {
		return err
	}
	g.eg = g.table.Game()
	ctx, cancel := context.WithTimeout(g.srv.ctx, 30*time.Second)
	defer cancel()
	if err := tr.Truncate(ctx, g.id, from, from-1, g.toMove()); err != nil {
		// The choice stays: the table goes forward again to it.
		if rerr := g.table.Answer(last.Seat, last.Option); rerr != nil {
			g.failed = fmt.Sprintf("cannot redo choice %d after a failed undo: %v", from, rerr)
		}
		g.eg = g.table.Game()
		closeReplaced(old, g.eg)
		g.lost = errors.Is(err, store.ErrConflict)
		return fmt.Errorf("%w (try again): %v", errNotSaved, err)
	}
	closeReplaced(old, g.eg)
	g.stored = from - 1
	g.scanLog()
	g.addNote(note{Kind: noteUndo, Seat: seat, At: g.table.Len(), Choices: 1})
	g.srv.log.Info("choice taken back", "game", g.id, "seat", seat, "choice", from)
	g.afterChoices(from)
	for _, c := range g.allConns() {
		c.logSent = 0 // the log went back: every reader gets it whole
	}
	return nil
}

// handleUndo handles an undo event.
func (g *game) handleUndo(ev evUndo) {
	err := g.undo(ev.seat, ev.at)
	g.publish()
	if ev.reply != nil {
		ev.reply <- err
	}
	if ev.c != nil && err != nil {
		g.sendMsg(ev.c, errorMessage(err.Error(), g.table.Len()))
	}
	if err == nil {
		g.broadcast()
	}
}

// undoRequest is the body of POST /api/games/{id}/undo.
type undoRequest struct {
	Seat  *int   `json:"seat"`
	Token string `json:"token"`
	At    *int   `json:"at"`
}

// handleUndoHTTP serves POST /api/games/{id}/undo.
func (s *Server) handleUndoHTTP(w http.ResponseWriter, r *http.Request) {
	var req undoRequest
	if !decodeBody(w, r, maxAnswerBody, &req) {
		return
	}
	if req.Seat == nil || req.At == nil {
		writeError(w, http.StatusBadRequest, `an undo needs "seat", "token" and "at" (the view's "at")`)
		return
	}
	s.withGame(w, r, func(g *game) error {
		if err := s.seatAccess(r, g, *req.Seat, req.Token); err != nil {
			writeError(w, http.StatusForbidden, err.Error())
			return nil
		}
		reply := make(chan error, 1)
		if err := g.send(r.Context(), evUndo{seat: *req.Seat, at: *req.At, reply: reply}); err != nil {
			return err
		}
		err, werr := await(r.Context(), g, reply)
		if werr != nil {
			return werr
		}
		switch {
		case err == nil:
			writeJSON(w, http.StatusOK, map[string]any{"ok": true, "at": *req.At - 1})
		case errors.Is(err, errNoUndo), errors.Is(err, errStale), errors.Is(err, errOver), errors.Is(err, errFailed):
			writeError(w, http.StatusConflict, err.Error())
		default:
			writeError(w, http.StatusServiceUnavailable, err.Error())
		}
		return nil
	})
}

// closeReplaced stops the rules of a game state the table replaced.
func closeReplaced(old, now engine.Game) {
	if old != now {
		games.Close(old)
	}
}
