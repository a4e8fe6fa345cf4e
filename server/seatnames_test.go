package server

import (
	"encoding/json"
	"testing"
	"time"
)

// TestSeatNamesInPageLanguage: a seat nobody named is named in the
// reader's language, in the views and in the lobby's list; a chosen name
// stays as it was written.
func TestSeatNamesInPageLanguage(t *testing.T) {
	ts := startServer(t, Config{Games: heritageRegistry(t)})
	seed := uint64(3)
	g := ts.create(t, createRequest{Game: "heritage", Seed: &seed, Seats: []seatConfig{{Player: playerHuman, Name: "Anna"}, {Player: playerBot}}})
	cases := []struct{ lang, want string }{{"en", "Player 2"}, {"fr", "Joueur 2"}}
	for _, c := range cases {
		status, body := ts.do(t, "GET", "/api/games/"+g.ID+"/view?lang="+c.lang, "", nil)
		var m message
		if status != 200 || json.Unmarshal(body, &m) != nil || m.State == nil || len(m.State.Seats) != 2 {
			t.Fatalf("%s view: %d %.200s", c.lang, status, body)
		}
		if got := []string{m.State.Seats[0].Name, m.State.Seats[1].Name}; got[0] != "Anna" || got[1] != c.want {
			t.Errorf("%s view names the seats %q, want Anna and %q", c.lang, got, c.want)
		}
		var list struct{ Games []summary }
		status, body = ts.do(t, "GET", "/api/games?lang="+c.lang, "", nil)
		if status != 200 || json.Unmarshal(body, &list) != nil || len(list.Games) != 1 {
			t.Fatalf("%s list: %d %s", c.lang, status, body)
		}
		if s := list.Games[0].Seats; s[0].Name != "Anna" || s[1].Name != c.want {
			t.Errorf("%s list names the seats %+v, want Anna and %q", c.lang, s, c.want)
		}
	}
	// The WebSocket view in French.
	cl := ts.dial(t, g.ID, "lang=fr")
	v := cl.until(10*time.Second, func(m message) bool { return m.Type == "view" }).State
	if v.Seats[1].Name != "Joueur 2" {
		t.Errorf("the WebSocket view in French names seat 2 %q", v.Seats[1].Name)
	}
}
