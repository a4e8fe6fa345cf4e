package server

import (
	"fmt"
	"strconv"
	"testing"
	"time"
)

// TestBrowserAccountsAndUndo drives headless Chromium through what a
// player with an account does, in French and English: sign up on the
// lobby, create a game of two people giving their own seat to their
// account, open it by its link, hide a card and take it back with the
// undo button (the log says so), find the seat kept on the device in the
// lobby and the game in "my games"; then close the browser, open a new
// one, sign in, and get back to the seat from "my games", with no link.
func TestBrowserAccountsAndUndo(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: testRegistry(t, nil), Grace: time.Hour})
	wd.open(ts.url + "/")
	wd.waitFor("the lobby", `return document.body.dataset.ready === "true" && document.querySelector("#sign-up") !== null`)
	wd.click(`[data-lang="fr"]`)
	wd.waitFor("the account panel in French", `return document.querySelector("#account h2").textContent === "Compte" &&
		document.querySelector("#sign-up").textContent === "Créer un compte"`)
	wd.typeInto("#account-name", "Alice")
	wd.typeInto("#account-password", "correct horse")
	wd.click("#sign-up")
	wd.waitFor("signed in", `return document.querySelector("#account").textContent.includes("Connecté en tant que Alice.") &&
		document.querySelector("#my-games-box").textContent.includes("Aucune partie dans votre compte")`)
	wd.click(`[data-lang="en"]`)
	wd.waitFor("the account panel in English", `return document.querySelector("#account").textContent.includes("Signed in as Alice.")`)

	// A game of Hoard for two people; seat 1 gets Alice's account.
	wd.click(`#game-kind option[value="hoard"]`)
	wd.waitFor("Hoard's seats", `return document.body.dataset.game === "hoard" && document.querySelectorAll("#seats .seat").length === 2`)
	wd.click(`#seats .seat:nth-child(2) .player option[value="human"]`)
	wd.waitFor("seat 2's account field", `return !document.querySelector("#seats .seat:nth-child(2) .account").hidden`)
	wd.typeInto("#seats .seat:nth-child(1) .account", "Alice")
	wd.click("#create-button")
	wd.waitFor("the seats' links", `return !document.getElementById("created").hidden && document.querySelectorAll("#links a").length === 3`)
	wd.click("#links li:first-child a")
	wd.waitFor("the game page", `return location.pathname.startsWith("/play/") && document.body.dataset.game === "hoard"`)
	var gameID string
	wd.eval(`return location.pathname.split("/")[2]`, &gameID)

	// Hide a card, then take it back: nobody else has decided, nothing
	// hidden came out.
	wd.waitDecision()
	var at string
	wd.eval(`return document.body.dataset.at`, &at)
	var hide int
	wd.eval(`return [...document.querySelectorAll("#options button.option")].findIndex(b => b.textContent.startsWith("Hide")) + 1`, &hide)
	if hide == 0 {
		t.Fatal("the first decision offers no card to hide")
	}
	clickOption(wd, hide)
	wd.waitFor("the undo button", `return document.querySelector("#undo") !== null && document.querySelector("#undo").textContent === "Undo my last choice"`)
	wd.click(`[data-lang="fr"]`)
	wd.waitFor("the undo button in French", `return document.querySelector("#undo")?.textContent === "Annuler mon dernier choix"`)
	// From the page's script too: a view arriving draws the button again.
	wd.waitFor("the undo clicked", `const b = document.querySelector("#undo"); if (!b || b.disabled) return false; b.click(); return true;`)
	wd.waitFor("the choice taken back", `return document.body.dataset.at === `+strconv.Quote(at)+` &&
		[...document.querySelectorAll("#log li")].some(li => li.textContent.includes("Alice reprend son dernier choix")) &&
		document.querySelector("#undo") === null && document.body.dataset.waiting === "false"`)
	if n := storedChoices(t, ts.st, gameID); strconv.Itoa(n) != at {
		t.Errorf("the store holds %d choices, the page is at %s", n, at)
	}

	// The lobby: the seat is kept on this device, and in "my games",
	// waiting for Alice.
	wd.open(ts.url + "/")
	wd.waitFor("my games and this device's seats", `return document.querySelector("#my-games .my-game.your-turn a")?.getAttribute("href") === "/play/`+gameID+`?seat=0" &&
		document.querySelector("#local-seats .local-seat[data-game='`+gameID+`']") !== null &&
		document.querySelector("#my-games").textContent.includes("à vous")`)

	// A new browser (the first one closed): sign in, open the seat from
	// "my games", without a link.
	wd.call("DELETE", "", nil, nil)
	wd2 := startBrowser(t)
	wd2.open(ts.url + "/")
	wd2.waitFor("the lobby", `return document.querySelector("#sign-in") !== null && document.querySelector("#local-seats") === null`)
	wd2.typeInto("#account-name", "alice")
	wd2.typeInto("#account-password", "wrong horse")
	wd2.click("#sign-in")
	wd2.waitFor("the refusal", `return document.querySelector("#account-error").textContent === "wrong name or password"`)
	wd2.typeInto("#account-password", "correct horse")
	wd2.click("#sign-in")
	wd2.waitFor("my games", `return document.querySelector("#my-games .my-game a") !== null`)
	wd2.click("#my-games .my-game a")
	wd2.waitFor("the seat, back", `return location.search === "?seat=0" && document.body.dataset.seat === "0"`)
	if wd2.waitDecision() {
		t.Fatal("the game is over")
	}
	clickOption(wd2, 1)
}

// clickOption clicks option n (from 1) from the page's script, and waits
// for the next view: the options may be drawn again between finding a
// button and clicking it (a view arriving), which a WebDriver click
// would find stale.
func clickOption(wd *webDriver, n int) {
	wd.t.Helper()
	var at string
	wd.eval(`return document.body.dataset.at`, &at)
	wd.waitFor("option clicked", fmt.Sprintf(`const b = document.querySelector("#options button.option:nth-child(%d)");
		if (!b || b.disabled) return false; b.click(); return true;`, n))
	wd.waitFor("the next view", `return document.body.dataset.at !== `+strconv.Quote(at))
}
