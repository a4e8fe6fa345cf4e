package server

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestBrowserPlaysChronicle plays a VtM Heritage chronicle in a real
// headless Chromium: the chronicle created in the lobby's campaign panel,
// its first game played to its end against a bot by clicking, its
// progress seen between games (in English and French), its second game
// started, the server restarted on its database in the middle of that
// game, and the game resumed from the campaign's panel and played to its
// end, which moves the chronicle to two chapters played.
func TestBrowserPlaysChronicle(t *testing.T) {
	wd := startBrowser(t)
	db := filepath.Join(t.TempDir(), "k.db")
	st := openStore(t, db)
	cfg := Config{Games: heritageRegistry(t), Store: st, RateLimit: 1000}
	ts := startServer(t, cfg)
	wd.open(ts.url + "/")
	wd.waitFor("the campaigns' panel", `return document.body.dataset.campaignsReady === "true" &&
		document.querySelector("#campaign-kind").value === "heritage" && document.querySelectorAll(".campaign-player").length === 2`)
	wd.typeInto("#campaign-name", "Nights of Ash")
	wd.typeInto(".campaign-player", "Anna")
	wd.click("#campaign-create")
	wd.waitFor("the open chronicle", `return document.querySelector("#campaign-open").dataset.played === "0" && document.querySelector("#campaign-next") !== null`)
	shots := []string{filepath.Join(t.TempDir(), "chronicle-new.png")}
	wd.screenshot(shots[0])

	play := func(game int) {
		t.Helper()
		wd.waitFor("the game page", `return location.pathname.startsWith("/play/") && document.body.dataset.game === "heritage"`)
		var header string
		wd.eval(`return document.getElementById("campaign").textContent`, &header)
		if want := "Campaign Nights of Ash · game "; !strings.HasPrefix(header, want) {
			t.Errorf("the game page's header says %q, want %q…", header, want)
		}
		for clicks := 0; !wd.waitDecision(); clicks++ {
			if clicks == 2000 {
				t.Fatalf("game %d: no result after %d clicks", game, clicks)
			}
			wd.answer(1)
		}
		wd.click("#campaign a")
	}
	wd.click("#campaign-next")
	play(1)

	wd.waitFor("the chronicle after game 1", `return document.querySelector("#campaign-open").dataset.played === "1" && document.querySelector("#campaign-next") !== null`)
	var after struct{ Progress, Details string }
	wd.eval(`return {Progress: document.querySelector("#campaign-open .campaign-progress").textContent,
		Details: document.querySelector("#campaign-open .campaign-details").textContent}`, &after)
	if after.Progress != "1 of 6 games played" || !strings.Contains(after.Details, "1 of 6 chapters played") || !strings.Contains(after.Details, "Chapter 1: won by") {
		t.Errorf("the chronicle after game 1: %+v", after)
	}
	wd.click(`[data-lang="fr"]`)
	wd.waitFor("French", `return document.querySelector("#campaign-open .campaign-details").textContent.includes("1 chapitres joués sur 6") &&
		document.querySelector("#campaign-next").textContent === "Lancer la partie 2"`)
	shots = append(shots, filepath.Join(t.TempDir(), "chronicle-fr.png"))
	wd.screenshot(shots[len(shots)-1])
	wd.click(`[data-lang="en"]`)
	wd.waitFor("English", `return document.querySelector("#campaign-next").textContent === "Start game 2"`)

	// Game 2, stopped by a server restart after a few choices.
	wd.click("#campaign-next")
	wd.waitFor("game 2's page", `return location.pathname.startsWith("/play/") && document.body.dataset.game === "heritage"`)
	for range 3 {
		wd.waitDecision()
		wd.answer(1)
	}
	ts.close()
	st.Close()
	st = openStore(t, db)
	defer st.Close()
	cfg.Store = st
	ts = startServerAt(t, cfg, strings.TrimPrefix(ts.url, "http://"))
	wd.open(ts.url + "/")
	wd.waitFor("the campaigns after the restart", `return document.body.dataset.campaignsReady === "true" && document.querySelector(".open-campaign") !== null`)
	wd.click(".open-campaign")
	wd.waitFor("the chronicle's game in progress", `return document.querySelector("#campaign-resume") !== null &&
		document.querySelector("#campaign-resume").textContent === "Resume your seat in game 2"`)
	wd.click("#campaign-resume")
	play(2)
	wd.waitFor("the chronicle after game 2", `return document.querySelector("#campaign-open").dataset.played === "2"`)
	shots = append(shots, filepath.Join(t.TempDir(), "chronicle-2.png"))
	wd.screenshot(shots[len(shots)-1])
	keepScreenshots(t, shots)
}

// TestBrowserSeatNamesInFrench: on French pages, a seat nobody named is
// named in French: the lobby's seat links of a game of two people, and
// the seat panels of its game page.
func TestBrowserSeatNamesInFrench(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: heritageRegistry(t)})
	wd.open(ts.url + "/")
	wd.waitFor("the lobby", `return document.body.dataset.ready === "true"`)
	wd.click(`[data-lang="fr"]`)
	wd.click(`#game-kind option[value="heritage"]`)
	wd.waitFor("Heritage's seats", `return document.body.dataset.game === "heritage" && document.querySelectorAll("#seats .seat").length === 2`)
	wd.eval(`document.querySelectorAll("#seats .player")[1].value = "human"; return null`, nil)
	wd.click("#create-button")
	wd.waitFor("the seat links", `return !document.getElementById("created").hidden`)
	var links []string
	wd.eval(`return [...document.querySelectorAll("#links a")].map(a => a.textContent)`, &links)
	if len(links) != 3 || links[0] != "Jouer Joueur 1" || links[1] != "Jouer Joueur 2" {
		t.Fatalf("the seat links on a French page: %q", links)
	}
	wd.click("#links li:first-child a")
	wd.waitFor("the game page in French", `return document.body.dataset.game === "heritage" && document.querySelectorAll("#players h3").length === 2`)
	var names []string
	wd.eval(`return [...document.querySelectorAll("#players h3")].map(h => h.textContent)`, &names)
	if strings.Join(names, ",") != "Joueur 1,Joueur 2" {
		t.Errorf("the seats on the French game page: %q", names)
	}
}
