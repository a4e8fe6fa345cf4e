package server

import (
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"kindred/internal/shareddata"
)

// TestBrowserTableExplainsItself (issue 19, "a table that explains
// itself") in a real headless Chromium, on a V:TES game against bots:
// the seats drawn round a table with the page's own seat at the bottom and
// its prey on its left, prey and predator on every seat; after an answer,
// the log lines and figures that changed are marked, and card names in the
// log show the card on hover; the auto-pass setting is kept on the device;
// at the end, the standings of every seat, the log to download (which the
// server serves), a new game and the way back to the lobby, in English
// and in French.
func TestBrowserTableExplainsItself(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: testRegistry(t, shareddata.CardDB(t))})
	g := ts.create(t, humanVsBotsOf("vtes", 4, 2028))
	wd.open(ts.url + g.Seats[0].Link)
	wd.waitDecision()

	var seating struct {
		Round bool
		Pos   map[string]string
		Prey  []string
	}
	wd.eval(`const p = document.getElementById("players");
		return {Round: p.classList.contains("round"),
			Pos: Object.fromEntries([...p.querySelectorAll(".player")].map(e => [e.dataset.seat, e.dataset.pos])),
			Prey: [...p.querySelectorAll(".player .seating")].map(e => e.textContent)}`, &seating)
	if !seating.Round || seating.Pos["0"] != "b" || seating.Pos["1"] != "l" || seating.Pos["2"] != "t" || seating.Pos["3"] != "r" {
		t.Errorf("the seats round the table: %+v", seating)
	}
	if len(seating.Prey) != 4 || !strings.HasPrefix(seating.Prey[0], "prey ") || !strings.Contains(seating.Prey[0], "predator ") {
		t.Errorf("prey and predator on the seats: %q", seating.Prey)
	}

	// Held cards (issue 16): the renderer draws the cards a card holds
	// out of play (Gift of Proteus) under it, named as the view names them
	// (vtes/vtesgame TestHeldCardsOnTheTable: their Methuselah's view)
	// and "?" where the view hides them (another seat's).
	var held struct{ Own, Other, Title string }
	wd.eval(`return import("/static/games/vtes.js").then((m) => {
		const gift = (held) => ({name: "Gift of Proteus", id: 100827, type: "action", held});
		const casey = (held) => ({name: "Casey Snyder", id: 201001, type: "vampire", blood: 2, capacity: 4,
			attached: [gift(held)]});
		const table = {active: 0, edge: -1, players: [
			{seat: 0, name: "A", ready: [casey([{name: "Earth Meld", id: 100624, type: "combat"},
				{name: "Form of the Bat", id: 100761, type: "action"}])]},
			{seat: 1, name: "B", ready: [casey([{hidden: true}, {hidden: true}])]}]};
		const r = m.draw({seat: 0, table}, {seatName: (s) => "Methuselah " + (s + 1)});
		const wrap = (seat) => { const d = document.createElement("div"); d.append(...r.seats[seat].body); return d; };
		const own = wrap(0).querySelector(".held"), other = wrap(1).querySelector(".held");
		return {Own: own ? own.textContent : "", Other: other ? other.textContent : "", Title: own ? own.title : ""};
	})`, &held)
	if held.Own != "Earth MeldForm of the Bat" || held.Other != "??" || held.Title == "" {
		t.Errorf("held cards drawn: own %q, another seat's %q, title %q", held.Own, held.Other, held.Title)
	}

	// Auto-pass: the setting is shown with the decision and kept.
	wd.eval(`const s = document.getElementById("autopass"); s.value = "mine"; s.dispatchEvent(new Event("change")); return true`, nil)
	var kept string
	wd.eval(`return localStorage.getItem("kindred.autopass." + location.pathname.split("/")[2] + ".0") || ""`, &kept)
	if !strings.Contains(kept, `"mine"`) {
		t.Errorf("the auto-pass setting kept: %q", kept)
	}
	wd.eval(`const s = document.getElementById("autopass"); s.value = "off"; s.dispatchEvent(new Event("change")); return true`, nil)

	// Answers: what changed since is marked; card names in the log are
	// cards.
	clicks, marked, linked := 0, false, false
	for ; clicks < 40 && !(marked && linked); clicks++ {
		if wd.waitDecision() {
			t.Fatalf("the game ended after %d clicks", clicks)
		}
		var options int
		wd.eval(`return document.querySelectorAll("#options button.option").length`, &options)
		wd.answer(options - (clicks%2)*(options-1))
		wd.eval(`document.getElementById("skip").click(); return true`, nil) // the bots' moves at once
		wd.eval(`return document.querySelectorAll("#log li.new").length > 0 && document.querySelectorAll("#log li:not(.new)").length > 0`, &marked)
		wd.eval(`return document.querySelector("#log .cardref[data-id]") !== null`, &linked)
	}
	if !marked || !linked {
		t.Fatalf("after %d clicks: new log lines marked %v, card names linked %v", clicks, marked, linked)
	}
	wd.hover("#log .cardref[data-id]")
	wd.waitFor("the facts of a card named in the log", `const f = document.getElementById("card-facts");
		return !f.hidden && f.textContent.includes(document.querySelector("#log .cardref").dataset.name)`)
	// On a touch screen, a tap shows a card's facts, a second tap hides them.
	wd.hover("header.top h1") // the mouse away from the log's card
	wd.waitFor("the facts hidden", `return document.getElementById("card-facts").hidden`)
	wd.tap("#hand .card[data-id]")
	wd.waitFor("the facts of a tapped card", `const f = document.getElementById("card-facts");
		return !f.hidden && f.textContent.includes(document.querySelector("#hand .card[data-id]").dataset.name)`)
	wd.tap("#hand .card[data-id]")
	wd.waitFor("the facts hidden by a second tap", `return document.getElementById("card-facts").hidden`)
	shots := []string{filepath.Join(t.TempDir(), "table-round.png")}
	wd.screenshot(shots[0])

	// The rest of the game, answered over a WebSocket of the same seat
	// while the page watches.
	c := ts.dial(t, g.ID, "seat=0&token="+g.Seats[0].Token)
	for i := 0; ; i++ {
		v := c.decision()
		if v.Result != nil {
			break
		}
		if i == 5000 {
			t.Fatal("the game did not end")
		}
		c.answer(v, 0)
	}
	wd.waitFor("the end screen", `return document.body.dataset.over === "true" && document.querySelector("#end table.standings") !== null`)
	var end struct {
		Rows            []string
		Log, New, Lobby string
	}
	wd.eval(`return {Rows: [...document.querySelectorAll("#end table.standings tr")].map(r => r.textContent),
		Log: document.getElementById("download-log").getAttribute("href"),
		New: document.getElementById("new-game").getAttribute("href"),
		Lobby: document.getElementById("back-to-lobby").getAttribute("href")}`, &end)
	if len(end.Rows) != 4 || !strings.Contains(strings.Join(end.Rows, "|"), " VP") || end.New == "" || end.Lobby != "/" {
		t.Fatalf("the end screen: %+v", end)
	}
	if status, body := ts.do(t, "GET", end.Log, "", nil); status != http.StatusOK || !strings.Contains(string(body), "choices\n") {
		t.Errorf("the end screen's log link %s: %d %.80s", end.Log, status, body)
	}
	wd.click(`[data-lang="fr"]`)
	wd.waitFor("the standings in French", `const e = document.getElementById("end");
		return e !== null && e.textContent.includes("Classement") && e.textContent.includes(" PV") &&
			e.textContent.includes("gagnée par Mathusalem") && !document.querySelector("main").textContent.includes("Methuselah")`)
	// The chat names the seat in the page's language too.
	wd.typeInto("#chat-input", "bonne partie")
	wd.click("#chat-form button")
	wd.waitFor("the chat line in French", `return [...document.querySelectorAll("#chat li")].some(l => l.textContent.includes("Mathusalem 1: bonne partie"))`)
	shots = append(shots, filepath.Join(t.TempDir(), "table-end-fr.png"))
	wd.screenshot(shots[1])
	t.Log(fmt.Sprintf("%d clicks; standings %q", clicks, end.Rows))
	keepScreenshots(t, shots)
}

// tap touches the element css selects with a finger (a touch pointer).
func (wd *webDriver) tap(css string) {
	wd.t.Helper()
	wd.call("POST", "/actions", map[string]any{"actions": []any{map[string]any{
		"type": "pointer", "id": "finger", "parameters": map[string]any{"pointerType": "touch"},
		"actions": []any{
			map[string]any{"type": "pointerMove", "duration": 0, "x": 0, "y": 0, "origin": map[string]string{elementKey: wd.find(css)}},
			map[string]any{"type": "pointerDown", "button": 0},
			map[string]any{"type": "pointerUp", "button": 0},
		},
	}}}, nil)
	wd.call("DELETE", "/actions", nil, nil)
}
