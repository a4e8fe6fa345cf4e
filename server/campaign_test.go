package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"kindred/store"
)

// getCampaign returns GET /api/campaigns/{id}?lang=L.
func (ts *testServer) getCampaign(t testing.TB, id, lang string) campaignJSON {
	t.Helper()
	status, body := ts.do(t, "GET", "/api/campaigns/"+id+"?lang="+lang, "", nil)
	if status != http.StatusOK {
		t.Fatalf("campaign %s: %d %s", id, status, body)
	}
	var c campaignJSON
	if err := json.Unmarshal(body, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// newChronicle creates a Heritage chronicle (with the Antechamber's
// costs swapped, a rules option the chronicle keeps) and fails the test
// if it cannot.
func (ts *testServer) newChronicle(t testing.TB, name string, players ...string) campaignJSON {
	t.Helper()
	var c campaignJSON
	req := newCampaignRequest{Game: "heritage", Name: name, Players: players, Lang: "fr", Rules: map[string]string{"antechamber-costs": "1-3"}}
	if status := ts.postJSON(t, "/api/campaigns", req, &c); status != http.StatusCreated {
		t.Fatalf("creating chronicle %q: %d", name, status)
	}
	return c
}

// startNextGame starts a campaign's next game with seats (nil: the last
// game's) and fails the test if it cannot.
func (ts *testServer) startNextGame(t testing.TB, id string, seats []seatConfig) campaignNextResponse {
	t.Helper()
	var r campaignNextResponse
	seed := uint64(5)
	b, _ := json.Marshal(campaignNextRequest{Seats: seats, Seed: &seed})
	status, body := ts.do(t, "POST", "/api/campaigns/"+id+"/games", "application/json", b)
	if status != http.StatusCreated || json.Unmarshal(body, &r) != nil {
		t.Fatalf("starting the next game of %s: %d %s", id, status, body)
	}
	return r
}

// waitPlayed waits until campaign id has played n games, as the server
// says.
func (ts *testServer) waitPlayed(t testing.TB, id string, n int) campaignJSON {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		c := ts.getCampaign(t, id, "en")
		if c.Played >= n {
			return c
		}
		if time.Now().After(deadline) {
			t.Fatalf("campaign %s: %d games played, want %d", id, c.Played, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

var twoBots = []seatConfig{{Player: playerBot, Deck: "thorn"}, {Player: playerBot, Deck: "cinder", Bot: "heuristic"}}

// TestCampaignLifecycle: a chronicle created in the lobby, its players
// named in the request's language when unnamed; two games of bots played
// from it, each moving it on by the state derived from its log; its
// details, games and seats as the lobby shows them; a game's view names
// its campaign.
func TestCampaignLifecycle(t *testing.T) {
	ts := startServer(t, Config{Games: heritageRegistry(t)})
	c := ts.newChronicle(t, "Paris by Night", "Anna", "")
	if c.Game != "heritage" || c.Played != 0 || c.Total != 6 || strings.Join(c.Players, ",") != "Anna,Joueur 2" || c.Over || c.InProgress != "" {
		t.Fatalf("the new chronicle: %+v", c)
	}
	var list struct {
		Campaigns []campaignJSON
		Games     []campaignGameInfo
	}
	status, body := ts.do(t, "GET", "/api/campaigns?lang=fr", "", nil)
	if status != 200 || json.Unmarshal(body, &list) != nil || len(list.Campaigns) != 1 || list.Campaigns[0].ID != c.ID {
		t.Fatalf("the list: %d %s", status, body)
	}
	if len(list.Games) != 1 || list.Games[0].Name != "heritage" || !slices.Contains(list.Games[0].Rules, "pack") ||
		!slices.Contains(list.Games[0].Rules, "final-mission") || slices.Contains(list.Games[0].Rules, "conflicts") {
		t.Errorf("the games played as campaigns: %+v", list.Games)
	}

	g1 := ts.startNextGame(t, c.ID, twoBots)
	if g1.N != 1 || g1.Campaign != c.ID || g1.Seats[0].Name != "Anna" || g1.Seats[1].Name != "Joueur 2" {
		t.Errorf("game 1: %+v", g1)
	}
	if sg, err := ts.st.Load(context.Background(), g1.ID); err != nil {
		t.Fatal(err)
	} else if v, _ := sg.Header.Rule("antechamber-costs"); v != "1-3" {
		t.Errorf("game 1 is played with antechamber-costs=%q, the chronicle's option is 1-3", v)
	}
	after1 := ts.waitPlayed(t, c.ID, 1)
	if after1.InProgress != "" || len(after1.Games) != 1 || !after1.Games[0].Over || after1.Games[0].ID != g1.ID {
		t.Errorf("after game 1: %+v", after1)
	}
	if len(after1.Seats) != 2 || after1.Seats[0].Deck != "thorn" || after1.Seats[1].Bot != "heuristic" {
		t.Errorf("the seats the next game offers: %+v", after1.Seats)
	}
	fr := ts.getCampaign(t, c.ID, "fr")
	if len(fr.Details) < 3 || !strings.HasPrefix(fr.Details[0], "Ère 1 sur") || !strings.Contains(strings.Join(fr.Details, "\n"), "Chapitre 1 : gagné par") {
		t.Errorf("the details in French: %q", fr.Details)
	}

	// The view of a campaign's game names it.
	status, body = ts.do(t, "GET", "/api/games/"+g1.ID+"/view", "", nil)
	var m message
	if status != 200 || json.Unmarshal(body, &m) != nil || m.State == nil || m.State.Campaign == nil {
		t.Fatalf("game 1's view: %d %.300s", status, body)
	}
	if v := m.State; v.Campaign.ID != c.ID || v.Campaign.Name != "Paris by Night" || v.Campaign.N != 1 {
		t.Errorf("game 1's view names %+v", v.Campaign)
	}

	// The lobby's list names the campaign of each of its games.
	var games struct{ Games []summary }
	status, body = ts.do(t, "GET", "/api/games", "", nil)
	if status != 200 || json.Unmarshal(body, &games) != nil || len(games.Games) != 1 || games.Games[0].Campaign == nil || games.Games[0].Campaign.ID != c.ID {
		t.Errorf("the lobby's list: %d %s", status, body)
	}

	// No seats: the last game's play again.
	g2 := ts.startNextGame(t, c.ID, nil)
	after2 := ts.waitPlayed(t, c.ID, 2)
	if g2.N != 2 || len(after2.Games) != 2 || after2.Games[1].ID != g2.ID {
		t.Errorf("game 2: %+v, then %+v", g2, after2)
	}
}

// TestCampaignRefusals: every bad request names what is wrong and
// changes nothing.
func TestCampaignRefusals(t *testing.T) {
	ts := startServer(t, Config{Games: heritageRegistry(t)})
	c := ts.newChronicle(t, "Taken", "A", "B")
	humanAndBot := []seatConfig{{Player: playerHuman}, {Player: playerBot}}
	busy := ts.startNextGame(t, c.ID, humanAndBot)
	cases := []struct {
		name, path string
		body       any
		status     int
		says       string
	}{
		{"unknown game", "/api/campaigns", newCampaignRequest{Game: "chess", Name: "x", Players: []string{"a", "b"}}, 400, "unknown game"},
		{"not a campaign", "/api/campaigns", newCampaignRequest{Game: "vtes", Name: "x", Players: []string{"a", "b"}}, 400, "not played as a campaign"},
		{"no name", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: " ", Players: []string{"a", "b"}}, 400, "name"},
		{"long name", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: strings.Repeat("n", 101), Players: []string{"a", "b"}}, 400, "1 to 100"},
		{"bidi name", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: "a\u202eb", Players: []string{"a", "b"}}, 400, "bidirectional"},
		{"one player", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: "x", Players: []string{"a"}}, 400, "2 to 4 players"},
		{"long player", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: "x", Players: []string{"a", strings.Repeat("p", 41)}}, 400, "longer than 40"},
		{"bad rule", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: "x", Players: []string{"a", "b"}, Rules: map[string]string{"slotcost": "x"}}, 400, "a chronicle takes"},
		{"bad value", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: "x", Players: []string{"a", "b"}, Rules: map[string]string{"princes-tie": "x"}}, 400, "is not one of"},
		{"bad pack", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: "x", Players: []string{"a", "b"}, Rules: map[string]string{"pack": "nope"}}, 400, "nope"},
		{"bad lang", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: "x", Players: []string{"a", "b"}, Lang: "xx"}, 400, "lang"},
		{"name taken", "/api/campaigns", newCampaignRequest{Game: "heritage", Name: "Taken", Players: []string{"a", "b"}}, 409, "already named"},
		{"game in progress", "/api/campaigns/" + c.ID + "/games", campaignNextRequest{Seats: humanAndBot}, 409, "in progress"},
		{"no such campaign", "/api/campaigns/nope/games", campaignNextRequest{Seats: humanAndBot}, 404, "no campaign"},
		{"bad id", "/api/campaigns/a%20b/games", campaignNextRequest{Seats: humanAndBot}, 404, "no campaign"},
	}
	for _, tc := range cases {
		b, _ := json.Marshal(tc.body)
		status, body := ts.do(t, "POST", tc.path, "application/json", b)
		if status != tc.status || !strings.Contains(string(body), tc.says) {
			t.Errorf("%s: %d %s (want %d and %q)", tc.name, status, body, tc.status, tc.says)
		}
	}
	// A chronicle of three players asks for three seats.
	three := ts.newChronicle(t, "Three", "A", "B", "C")
	b, _ := json.Marshal(campaignNextRequest{Seats: humanAndBot})
	if status, body := ts.do(t, "POST", "/api/campaigns/"+three.ID+"/games", "application/json", b); status != 400 || !strings.Contains(string(body), "give 3 seats, not 2") {
		t.Errorf("two seats for three players: %d %s", status, body)
	}
	if got := ts.getCampaign(t, c.ID, "en"); got.InProgress != busy.ID || got.Played != 0 {
		t.Errorf("after the refusals: %+v", got)
	}
	if status, _ := ts.do(t, "GET", "/api/campaigns/nope", "", nil); status != 404 {
		t.Errorf("GET an unknown campaign: %d", status)
	}
}

// playToEnd answers seat's decisions of a game with option 0 until it
// is over.
func playToEnd(t *testing.T, c *client) {
	t.Helper()
	for i := 0; ; i++ {
		v := c.decision()
		if v.Result != nil {
			return
		}
		if i == 5000 {
			t.Fatal("no end after 5000 answers")
		}
		c.answer(v, 0)
	}
}

// TestCampaignSurvivesRestart: a chronicle's game is stopped in the
// middle by a server restart, resumed and finished; the chronicle then
// moves on, and a second restart keeps it there.
func TestCampaignSurvivesRestart(t *testing.T) {
	db := filepath.Join(t.TempDir(), "k.db")
	st := openStore(t, db)
	ts := startServer(t, Config{Games: heritageRegistry(t), Store: st, RateLimit: 1000})
	c := ts.newChronicle(t, "Restarted", "Anna", "Bob")
	g := ts.startNextGame(t, c.ID, []seatConfig{{Player: playerHuman}, {Player: playerBot}})
	q := "seat=0&token=" + g.Seats[0].Token
	cl := ts.dial(t, g.ID, q)
	for range 5 {
		cl.answer(cl.decision(), 0)
	}
	ts.close()
	st.Close()

	st = openStore(t, db)
	ts = startServer(t, Config{Games: heritageRegistry(t), Store: st, RateLimit: 1000})
	if got := ts.getCampaign(t, c.ID, "en"); got.InProgress != g.ID || got.Played != 0 {
		t.Fatalf("after the restart: %+v", got)
	}
	playToEnd(t, ts.dial(t, g.ID, q))
	after := ts.waitPlayed(t, c.ID, 1)
	ts.close()
	st.Close()

	st = openStore(t, db)
	defer st.Close()
	ts = startServer(t, Config{Games: heritageRegistry(t), Store: st, RateLimit: 1000})
	if got := ts.getCampaign(t, c.ID, "en"); got.Played != 1 || got.InProgress != "" || strings.Join(got.Details, "|") != strings.Join(after.Details, "|") {
		t.Errorf("after the second restart: %+v (before: %+v)", got, after)
	}
	ts.startNextGame(t, c.ID, nil)
}

// noFinishStore is a store whose campaign games cannot finish: the server
// stopped between a game's last choice and the record of its end.
type noFinishStore struct {
	store.Store
	store.Campaigns
}

var errNoFinish = errors.New("the server stops before recording the end")

func (noFinishStore) FinishCampaignGame(context.Context, string, int, string, []byte, []byte) error {
	return errNoFinish
}

// TestCampaignFinishedAfterRestart: the server stops after a campaign
// game's last choice is stored but before its end is recorded; restarted,
// it records the end and moves the campaign on, the state derived from
// the stored log.
func TestCampaignFinishedAfterRestart(t *testing.T) {
	db := filepath.Join(t.TempDir(), "k.db")
	st := openStore(t, db)
	ts := startServer(t, Config{Games: heritageRegistry(t), Store: noFinishStore{st, st.(store.Campaigns)}})
	c := ts.newChronicle(t, "Cut", "Anna", "Bob")
	g := ts.startNextGame(t, c.ID, twoBots)
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(ts.logs.String(), errNoFinish.Error()) {
		if time.Now().After(deadline) {
			t.Fatal("the game never tried to record its end")
		}
		time.Sleep(20 * time.Millisecond)
	}
	ts.close()
	if sg, err := st.Load(context.Background(), g.ID); err != nil || sg.Over {
		t.Fatalf("before the restart the game is recorded over (%v)", err)
	}
	st.Close()

	st = openStore(t, db)
	defer st.Close()
	ts = startServer(t, Config{Games: heritageRegistry(t), Store: st, RateLimit: 1000})
	got := ts.waitPlayed(t, c.ID, 1)
	if got.InProgress != "" || len(got.Games) != 1 || !got.Games[0].Over {
		t.Errorf("after the restart: %+v", got)
	}
	waitOverInStore(t, st, g.ID)
}
