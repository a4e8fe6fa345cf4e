// Package web is Kindred's browser client: plain HTML, CSS and JavaScript
// modules, embedded into the binary with go:embed and served by package
// server. There is no build step: the files under static/ are what the
// browser gets.
//
// The lobby page (index.html, lobby.js) creates a game of any game the
// server plays (from /api/info) and lists the games; the game page
// (game.html, game.js) shows the table to one seat (or to a spectator) over
// a WebSocket and sends the seat's answers. game.js knows no game: it loads
// the renderer module of the game played, static/games/NAME.js, which draws
// the game's own part of the view. Every rule and every hidden card stays
// on the server: the page only draws the views it is sent.
package web

import (
	"embed"
	"io/fs"
	"net/http"
	"strings"
)

//go:embed static
var files embed.FS

// static is the static/ folder of the embedded files.
var static, _ = fs.Sub(files, "static")

// FS returns the client's files (index.html, game.html, *.js, *.css).
func FS() fs.FS { return static }

// HasRenderer reports whether the client has a renderer module for the game
// named name (static/games/NAME.js), without which the game page draws only
// the parts every game shares.
func HasRenderer(name string) bool {
	if name == "" || strings.ContainsAny(name, "/.\\") {
		return false
	}
	_, err := fs.Stat(static, "games/"+name+".js")
	return err == nil
}

// Static serves the client's files under /static/.
func Static() http.Handler {
	return http.StripPrefix("/static/", http.FileServerFS(static))
}

// Page serves one HTML page of the client, whatever the request's path
// (the game page is served for every /play/ID).
func Page(name string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := fs.ReadFile(static, name)
		if err != nil {
			http.Error(w, "page "+name+" missing from the build", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(b)
	})
}
