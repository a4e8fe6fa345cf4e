package server

import (
	"errors"
	"fmt"
	"net/http"

	"kindred/engine"
	"kindred/store"
)

// handleLog serves GET /api/games/{id}/log: the whole log of a finished
// game, in the text format `kindred replay FILE` reads (issue 19, "the
// whole log to download and replay"). Only once the game is over: the log
// holds the seed, from which anyone could deal every hand and library.
// It is read from the store, so any node of a cluster serves it.
func (s *Server) handleLog(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if !validGameID(id) {
		writeError(w, http.StatusNotFound, errUnknownGame.Error())
		return
	}
	sg, err := s.store.Load(r.Context(), id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		writeError(w, http.StatusNotFound, errUnknownGame.Error())
		return
	case err != nil:
		writeError(w, http.StatusServiceUnavailable, "cannot read the game: "+err.Error())
		return
	case !sg.Over:
		writeError(w, http.StatusConflict, "the log is given once the game is over: it holds the seed, which deals every hidden card")
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", "kindred-"+id+".log"))
	(&engine.Log{Header: sg.Header, Choices: sg.Choices}).WriteTo(w)
}
