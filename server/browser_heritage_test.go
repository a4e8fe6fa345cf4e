package server

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"kindred/engine/enginetest"
	"kindred/games"
	"kindred/heritage/heritagegame"
	"kindred/vtes/vtesgame"
)

// heritageRegistry is testRegistry with VtM Heritage after the others (the
// tests that count the lobby's games use testRegistry).
func heritageRegistry(t testing.TB) *games.Registry {
	t.Helper()
	r, err := games.NewRegistry(vtesgame.New(nil), enginetest.Hoard{}, heritagegame.New())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestBrowserPlaysHeritage plays a VtM Heritage game of the demonstration
// pack to its end in a real headless Chromium against a bot: picked in
// the lobby's game picker, each decision of the human seat answered by
// clicking a button, the table drawn by web/static/games/heritage.js in
// English and in French, until the page shows the result.
func TestBrowserPlaysHeritage(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: heritageRegistry(t)})
	wd.open(ts.url + "/")
	wd.waitFor("the lobby", `return document.body.dataset.ready === "true" && document.body.dataset.game === "vtes"`)
	wd.click(`#game-kind option[value="heritage"]`)
	wd.waitFor("Heritage's seats", `return document.body.dataset.game === "heritage" && document.querySelectorAll("#seats .seat").length === 2`)
	var lobby struct {
		Players, Decks []string
	}
	wd.eval(`return {
		Players: [...document.querySelectorAll("#seats .player")].map(s => s.value),
		Decks: [...document.querySelectorAll("#seats .deck")].map(s => s.value)}`, &lobby)
	if strings.Join(lobby.Players, ",") != "human,bot" || len(lobby.Decks) != 2 || lobby.Decks[0] == lobby.Decks[1] {
		t.Fatalf("the lobby for Heritage: %+v", lobby)
	}
	wd.click("#create details summary")
	wd.typeInto("#seed", "11")
	wd.click("#create-button")
	wd.waitFor("the game page", `return location.pathname.startsWith("/play/") && document.body.dataset.game === "heritage"`)

	shots := []string{}
	clicks := 0
	for !wd.waitDecision() {
		if clicks == 1000 {
			t.Fatalf("no result after %d clicks", clicks)
		}
		if clicks == 6 {
			var table struct {
				Lineages, Antechamber, Boards, Missions, Hand int
				Round, Turn, BoardText, Badge                 string
			}
			wd.eval(`return {
				Lineages: document.querySelectorAll("#players .lineage").length,
				Antechamber: document.querySelectorAll("#antechamber .card").length,
				Boards: document.querySelectorAll("#boards .region").length,
				Missions: document.querySelectorAll("#missions li").length,
				Hand: document.querySelectorAll("#hand .card").length,
				Round: document.querySelector("#heritage .stats").textContent,
				Turn: document.getElementById("turn").textContent,
				BoardText: document.getElementById("boards").textContent,
				Badge: document.getElementById("players").textContent}`, &table)
			if table.Lineages != 2 || table.Antechamber != 5 || table.Boards != 3 || table.Missions == 0 ||
				!strings.HasPrefix(table.Round, "Round ") || table.Turn == "" ||
				// The boards in words, not as raw JSON; the clans by name.
				strings.ContainsAny(table.BoardText, "{}\"") || !strings.Contains(table.BoardText, "space") || !strings.Contains(table.Badge, "The Thornwalkers") {
				t.Errorf("the Heritage table: %+v", table)
			}
			shots = append(shots, filepath.Join(t.TempDir(), "heritage.png"))
			wd.screenshot(shots[len(shots)-1])
			wd.click(`[data-lang="fr"]`)
			wd.waitFor("French", `return document.querySelector("#heritage h3").textContent === "Antichambre" &&
				document.querySelector("#heritage .stats").textContent.startsWith("Tour ")`)
			shots = append(shots, filepath.Join(t.TempDir(), "heritage-fr.png"))
			wd.screenshot(shots[len(shots)-1])
			wd.click(`[data-lang="en"]`)
			wd.waitFor("English", `return document.querySelector("#heritage h3").textContent === "Antechamber"`)
		}
		wd.answer(1)
		clicks++
	}
	var result struct {
		Prompt  string
		Options int
	}
	wd.eval(`return {
		Prompt: document.getElementById("prompt-text").textContent,
		Options: document.querySelectorAll("#options button").length}`, &result)
	if !strings.Contains(result.Prompt, "Game over") || result.Options != 0 {
		t.Errorf("the result after %d clicks: %+v", clicks, result)
	}
	shots = append(shots, filepath.Join(t.TempDir(), "heritage-over.png"))
	wd.screenshot(shots[len(shots)-1])

	var list struct{ Games []summary }
	status, body := ts.do(t, "GET", "/api/games", "", nil)
	if status != 200 || json.Unmarshal(body, &list) != nil || len(list.Games) != 1 {
		t.Fatalf("games: %d %s", status, body)
	}
	if g := list.Games[0]; g.Game != "heritage" || !g.Over || g.Choices < clicks {
		t.Errorf("after %d clicks: %+v", clicks, g)
	}
	t.Logf("%d clicks", clicks)
	keepScreenshots(t, shots)
}
