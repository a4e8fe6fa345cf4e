package server

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"kindred/internal/shareddata"
)

// webDriver drives a headless Chromium through chromedriver's W3C WebDriver
// HTTP API, on loopback.
type webDriver struct {
	t       *testing.T
	base    string // http://127.0.0.1:PORT/session/ID
	timeout time.Duration
}

// elementKey is the W3C name of an element reference.
const elementKey = "element-6066-11e4-a52e-4f735466cecf"

// browserTools finds Chromium and chromedriver. In CI (CI=true) they must
// be there (.ci/run installs them); elsewhere the test is skipped without.
func browserTools(t *testing.T) (chromium, driver string) {
	find := func(names ...string) string {
		for _, n := range names {
			if p, err := exec.LookPath(n); err == nil {
				return p
			}
		}
		return ""
	}
	chromium = find("chromium", "chromium-browser", "google-chrome")
	driver = find("chromedriver")
	if chromium == "" || driver == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("chromium and chromedriver are needed in CI: apt-get install -y chromium chromium-driver")
		}
		t.Skip("chromium or chromedriver not installed (apt-get install -y chromium chromium-driver)")
	}
	return chromium, driver
}

// freePort returns a loopback port nobody listens on now.
func freePort(t *testing.T) int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// startBrowser starts chromedriver and a headless Chromium session with a
// fresh profile; both stop at the end of the test.
func startBrowser(t *testing.T) *webDriver {
	chromium, driverPath := browserTools(t)
	port := freePort(t)
	driver := exec.Command(driverPath, fmt.Sprintf("--port=%d", port), "--allowed-ips=127.0.0.1")
	var driverLog bytes.Buffer
	driver.Stdout, driver.Stderr = &driverLog, &driverLog
	if err := driver.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { driver.Process.Kill(); driver.Wait() })
	root := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get(root + "/status")
		if err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("chromedriver did not start: %v\n%s", err, driverLog.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	caps := map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"browserName": "chrome",
		"goog:chromeOptions": map[string]any{
			"binary": chromium,
			"args": []string{"--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
				"--disable-background-networking", "--disable-component-update", "--disable-sync",
				"--disable-dev-shm-usage", "--window-size=1440,1100", "--user-data-dir=" + t.TempDir()},
		},
	}}}
	wd := &webDriver{t: t, base: root, timeout: 20 * time.Second}
	var session struct {
		SessionID string `json:"sessionId"`
	}
	wd.call("POST", "/session", caps, &session)
	if session.SessionID == "" {
		t.Fatalf("no WebDriver session\n%s", driverLog.String())
	}
	wd.base = root + "/session/" + session.SessionID
	t.Cleanup(func() { wd.call("DELETE", "", nil, nil) })
	return wd
}

// call sends one WebDriver command and decodes its "value" into out.
func (wd *webDriver) call(method, path string, body, out any) {
	wd.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, wd.base+path, rd)
	if err != nil {
		wd.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		wd.t.Fatalf("webdriver %s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		wd.t.Fatalf("webdriver %s %s: %d %s", method, path, resp.StatusCode, b)
	}
	if out == nil {
		return
	}
	var v struct{ Value json.RawMessage }
	if err := json.Unmarshal(b, &v); err != nil {
		wd.t.Fatal(err)
	}
	if err := json.Unmarshal(v.Value, out); err != nil {
		wd.t.Fatalf("webdriver %s %s: %v in %s", method, path, err, b)
	}
}

func (wd *webDriver) open(url string) { wd.call("POST", "/url", map[string]any{"url": url}, nil) }

// eval runs script in the page and decodes what it returns.
func (wd *webDriver) eval(script string, out any, args ...any) {
	wd.t.Helper()
	if args == nil {
		args = []any{}
	}
	wd.call("POST", "/execute/sync", map[string]any{"script": script, "args": args}, out)
}

// waitFor polls script until it returns true.
func (wd *webDriver) waitFor(what, script string) {
	wd.t.Helper()
	deadline := time.Now().Add(wd.timeout)
	for {
		var ok bool
		wd.eval(script, &ok)
		if ok {
			return
		}
		if time.Now().After(deadline) {
			var text string
			wd.eval(`return location.href + "\n" + JSON.stringify(document.body.dataset) + "\n" + document.body.innerText.slice(0, 3000)`, &text)
			wd.t.Fatalf("waiting for %s: timed out; the page says:\n%s", what, text)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// find returns the reference of the element css selects.
func (wd *webDriver) find(css string) string {
	wd.t.Helper()
	var el map[string]string
	wd.call("POST", "/element", map[string]any{"using": "css selector", "value": css}, &el)
	return el[elementKey]
}

// click clicks the element css selects, as a user would.
func (wd *webDriver) click(css string) {
	wd.t.Helper()
	wd.call("POST", "/element/"+wd.find(css)+"/click", map[string]any{}, nil)
}

// screenshot saves a PNG of the page.
func (wd *webDriver) screenshot(path string) {
	wd.t.Helper()
	var b64 string
	wd.call("GET", "/screenshot", nil, &b64)
	png, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		wd.t.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		wd.t.Fatal(err)
	}
}

// typeInto replaces the text of the input css selects, as a user would.
func (wd *webDriver) typeInto(css, text string) {
	wd.t.Helper()
	id := wd.find(css)
	wd.call("POST", "/element/"+id+"/clear", map[string]any{}, nil)
	wd.call("POST", "/element/"+id+"/value", map[string]any{"text": text}, nil)
	var got string
	if wd.eval(`return document.querySelector(arguments[0]).value`, &got, css); got != text {
		wd.t.Fatalf("%s holds %q, want %q", css, got, text)
	}
}

// hover moves the mouse over the element css selects.
func (wd *webDriver) hover(css string) {
	wd.t.Helper()
	wd.call("POST", "/actions", map[string]any{"actions": []any{map[string]any{
		"type": "pointer", "id": "mouse", "parameters": map[string]any{"pointerType": "mouse"},
		"actions": []any{map[string]any{"type": "pointerMove", "duration": 0, "x": 0, "y": 0,
			"origin": map[string]string{elementKey: wd.find(css)}}},
	}}}, nil)
}

// keepScreenshots copies the screenshots to $KINDRED_SCREENSHOTS when set,
// to look at.
func keepScreenshots(t *testing.T, shots []string) {
	if dir := os.Getenv("KINDRED_SCREENSHOTS"); dir != "" {
		for _, s := range shots {
			b, _ := os.ReadFile(s)
			os.WriteFile(filepath.Join(dir, filepath.Base(s)), b, 0o644)
		}
	}
	t.Logf("screenshots %v", shots)
}

// waitDecision waits until the page offers a decision or shows the
// result, and says which.
func (wd *webDriver) waitDecision() (over bool) {
	wd.t.Helper()
	wd.waitFor("a decision or the result", `return document.body.dataset.over === "true" ||
		(document.body.dataset.waiting === "false" && document.querySelector("#options button.option:not([disabled])") !== null)`)
	wd.eval(`return document.body.dataset.over === "true"`, &over)
	return over
}

// answer clicks option n (from 1) of the decision on the page and waits for
// the next view.
func (wd *webDriver) answer(n int) {
	wd.t.Helper()
	var at string
	wd.eval(`return document.body.dataset.at`, &at)
	wd.click(fmt.Sprintf("#options button.option:nth-child(%d)", n))
	wd.waitFor("the next view", fmt.Sprintf(`return document.body.dataset.at !== %q`, at))
}

// TestBrowserPlaysAgainstBots drives a real headless Chromium: it creates a
// V:TES game (the lobby's default game) against three bots on the lobby
// page, plays 24 choices by clicking option buttons, reloads the page
// half-way and goes on, and saves screenshots (under the test's temp dir;
// also in $KINDRED_SCREENSHOTS when set, to look at).
func TestBrowserPlaysAgainstBots(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: testRegistry(t, shareddata.CardDB(t))})
	wd.open(ts.url + "/")
	wd.waitFor("the lobby", `return document.body.dataset.ready === "true" && document.querySelectorAll("#seats .seat").length === 4`)
	var lobby struct {
		Games, Players []string
		Game, Legend   string
		Rules          int
	}
	wd.eval(`return {
		Games: [...document.querySelectorAll("#game-kind option")].map(o => o.value),
		Game: document.getElementById("game-kind").value,
		Players: [...document.querySelectorAll("#seats .player")].map(s => s.value),
		Legend: document.querySelector("#seats .seat legend").textContent,
		Rules: document.querySelectorAll("#rules .rule-value").length}`, &lobby)
	if strings.Join(lobby.Games, ",") != strings.Join(testRegistry(t, nil).Names(), ",") || lobby.Game != "vtes" || lobby.Legend != "Methuselah 1" || lobby.Rules < 4 {
		t.Fatalf("the lobby's game picker: %+v", lobby)
	}
	if strings.Join(lobby.Players, ",") != "human,bot,bot,bot" {
		t.Fatalf("the lobby's default seats: %v", lobby.Players)
	}
	shots := []string{filepath.Join(t.TempDir(), "lobby.png")}
	wd.screenshot(shots[0])
	// A fixed seed: the bots are seeded from it, so the game is the same at
	// every run (and seat 0 is not ousted within the clicks below).
	wd.click("#create details summary")
	wd.typeInto("#seed", "2028")
	wd.click("#create-button")
	wd.waitFor("the game page", `return location.pathname.startsWith("/play/") && document.body.dataset.at !== undefined`)
	if wd.eval(`return document.body.dataset.game`, &lobby.Game); lobby.Game != "vtes" {
		t.Fatalf("the game page draws %q", lobby.Game)
	}

	clicks := 0
	play := func(n int) {
		for range n {
			if wd.waitDecision() {
				t.Fatalf("the game ended after %d clicks", clicks)
			}
			var options int
			wd.eval(`return document.querySelectorAll("#options button.option").length`, &options)
			// The last option is rarely "pass": it plays the game forward.
			wd.answer(options - (clicks%2)*(options-1))
			clicks++
		}
	}
	play(12)
	var before string
	wd.eval(`return document.body.dataset.at`, &before)
	wd.call("POST", "/refresh", map[string]any{}, nil)
	wd.waitFor("the page after reloading", fmt.Sprintf(`return document.body.dataset.at === %q && document.querySelectorAll("#log li").length > 0`, before))
	play(12)
	var page struct {
		Hand, Players, Log int
		Conn, Turn, Phase  string
	}
	wd.eval(`return {
		Hand: document.querySelectorAll("#hand .card").length,
		Players: document.querySelectorAll("#players .player").length,
		Log: document.querySelectorAll("#log li").length,
		Conn: document.getElementById("conn").className,
		Turn: document.getElementById("turn").textContent,
		Phase: document.getElementById("phase").textContent}`, &page)
	if page.Hand == 0 || page.Players != 4 || page.Log < 10 || !strings.Contains(page.Conn, "connected") ||
		!strings.HasPrefix(page.Turn, "Turn ") || !strings.Contains(page.Phase, "phase") {
		t.Errorf("the game page: %+v", page)
	}
	// Hovering a card of the hand shows its facts from the card files.
	wd.hover("#hand .card")
	wd.waitFor("the card's facts", `const f = document.getElementById("card-facts");
		const name = document.querySelector("#hand .card").dataset.name;
		return !f.hidden && f.textContent.includes(name) && f.textContent.length > name.length + 20`)
	shots = append(shots, filepath.Join(t.TempDir(), "game.png"))
	wd.screenshot(shots[1])

	// The French page: labels rendered by the server in French, the table's
	// words by the V:TES renderer in French.
	wd.click(`[data-lang="fr"]`)
	wd.waitFor("French", `return (document.getElementById("prompt-text").textContent.includes("À vous") ||
		document.getElementById("prompt-text").textContent.includes("En attente")) &&
		document.querySelector("#players .player .stat small").textContent === "Réserve"`)
	shots = append(shots, filepath.Join(t.TempDir(), "game-fr.png"))
	wd.screenshot(shots[2])

	// The game put away for being idle: the page says so and waits for its
	// player; a click brings the game back as it was.
	var at string
	wd.eval(`return document.body.dataset.at`, &at)
	if n := ts.EvictIdle(context.Background(), 0); n != 1 {
		t.Fatalf("%d games put away, want 1", n)
	}
	wd.waitFor("the idle notice", `return document.getElementById("conn").classList.contains("idle")`)
	if n := ts.LiveGames(); n != 0 {
		t.Fatalf("the page brought the idle game back on its own: %d live games", n)
	}
	wd.click("#conn")
	wd.waitFor("the game back", fmt.Sprintf(`return document.getElementById("conn").classList.contains("connected") && document.body.dataset.at === %q`, at))

	var games struct{ Games []summary }
	status, body := ts.do(t, "GET", "/api/games", "", nil)
	if status != 200 || json.Unmarshal(body, &games) != nil || len(games.Games) != 1 {
		t.Fatalf("games: %d %s", status, body)
	}
	if g := games.Games[0]; g.Game != "vtes" || g.Seats[0].Player != playerHuman || !g.Seats[0].Connected || g.Choices < clicks {
		t.Errorf("after %d clicks: %+v", clicks, g)
	}
	t.Logf("%d clicks", clicks)
	keepScreenshots(t, shots)
}

// TestBrowserPlaysHoard plays the engine's test game Hoard to its end in a
// real headless Chromium: picked in the lobby's game picker with a rules
// option set in its text field, then every decision of the human seat
// answered by clicking a button, until the page shows the result. The page
// draws Hoard with its own renderer (web/static/games/hoard.js).
func TestBrowserPlaysHoard(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: testRegistry(t, nil)})
	wd.open(ts.url + "/")
	wd.waitFor("the lobby", `return document.body.dataset.ready === "true" && document.body.dataset.game === "vtes"`)
	wd.click(`#game-kind option[value="hoard"]`)
	wd.waitFor("Hoard's seats and rules", `return document.body.dataset.game === "hoard" &&
		document.querySelectorAll("#seats .seat").length === 2 && document.querySelector('#rules .rule-value[data-key="target"]') !== null`)
	var lobby struct {
		Counts, Players, Legends []string
		Deck                     string
		Rules                    []string
	}
	wd.eval(`return {
		Counts: [...document.querySelectorAll("#seat-count option")].map(o => o.value),
		Players: [...document.querySelectorAll("#seats .player")].map(s => s.value),
		Legends: [...document.querySelectorAll("#seats .seat legend")].map(l => l.textContent),
		Deck: document.querySelector("#seats .deck").value,
		Rules: [...document.querySelectorAll("#rules .rule")].map(r => r.textContent)}`, &lobby)
	if strings.Join(lobby.Counts, ",") != "2,3,4" || strings.Join(lobby.Players, ",") != "human,bot" ||
		strings.Join(lobby.Legends, ",") != "Player 1,Player 2" || lobby.Deck != "player" || len(lobby.Rules) != 2 ||
		!strings.Contains(lobby.Rules[1], "Points that end the game") {
		t.Fatalf("the lobby for Hoard: %+v", lobby)
	}
	// A fixed seed: the game is the same at every run. A target of 40
	// points rather than the default 25: the rules option reaches the game.
	wd.click("#create details summary")
	wd.typeInto(`#rules .rule-value[data-key="target"]`, "40")
	wd.typeInto("#seed", "7")
	// In French, the titles and descriptions come from the server in
	// French, and what was chosen stays.
	wd.click(`[data-lang="fr"]`)
	wd.waitFor("the lobby in French", `return document.getElementById("game-kind").value === "hoard" &&
		document.querySelector("#game-kind option[value=hoard]").textContent.includes("jeu d'essai") &&
		document.querySelector('#rules .rule[data-key="target"]').textContent.includes("Points qui terminent la partie") &&
		document.querySelector('#rules .rule-value[data-key="target"]').value === "40" &&
		document.querySelector("#seats .seat legend").textContent === "Joueur 1"`)
	wd.click(`[data-lang="en"]`)
	wd.waitFor("the lobby in English", `return document.querySelector("#seats .seat legend").textContent === "Player 1"`)
	wd.click("#create-button")
	wd.waitFor("the game page", `return location.pathname.startsWith("/play/") && document.body.dataset.game === "hoard"`)

	shots := []string{}
	clicks := 0
	for !wd.waitDecision() {
		if clicks == 200 {
			t.Fatalf("no result after %d clicks", clicks)
		}
		if clicks == 1 {
			var table struct {
				Hand, Players int
				Deck, Turn    string
			}
			wd.eval(`return {
				Hand: document.querySelectorAll("#hand .card").length,
				Players: document.querySelectorAll("#players .player").length,
				Deck: document.querySelector("#hoard .stat strong").textContent,
				Turn: document.getElementById("turn").textContent}`, &table)
			if table.Hand == 0 || table.Players != 2 || !strings.HasSuffix(table.Deck, " cards") || !strings.HasSuffix(table.Turn, "'s turn") {
				t.Errorf("the Hoard table: %+v", table)
			}
			shots = append(shots, filepath.Join(t.TempDir(), "hoard.png"))
			wd.screenshot(shots[0])
		}
		// The first option plays a card while the hand holds one, blocks
		// when it can, else draws: the game goes forward.
		wd.answer(1)
		clicks++
	}
	var result struct {
		Prompt  string
		Options int
		Points  []string
	}
	wd.eval(`return {
		Prompt: document.getElementById("prompt-text").textContent,
		Options: document.querySelectorAll("#options button").length,
		Points: [...document.querySelectorAll("#players .player .stat strong")].map(s => s.textContent)}`, &result)
	if !strings.Contains(result.Prompt, "Game over") || !strings.Contains(result.Prompt, " points") || result.Options != 0 || len(result.Points) != 6 {
		t.Errorf("the result after %d clicks: %+v", clicks, result)
	}
	// The game ends at the target set in the lobby, not at the default.
	if m := regexp.MustCompile(`reached (\d+) points`).FindStringSubmatch(result.Prompt); m != nil {
		if n, _ := strconv.Atoi(m[1]); n < 40 {
			t.Errorf("the game ended at %d points, below the target of 40: %s", n, result.Prompt)
		}
	} else if !strings.Contains(result.Prompt, "every seat passed") {
		t.Errorf("the result gives no reason: %s", result.Prompt)
	}
	shots = append(shots, filepath.Join(t.TempDir(), "hoard-over.png"))
	wd.screenshot(shots[len(shots)-1])

	// The lobby lists the game by its title, over.
	wd.open(ts.url + "/")
	wd.waitFor("the game listed", `const g = document.querySelector('#game-list li[data-game="hoard"]');
		return g !== null && g.classList.contains("state-over") && g.querySelector(".game-title").textContent.startsWith("Hoard")`)
	var games struct{ Games []summary }
	status, body := ts.do(t, "GET", "/api/games", "", nil)
	if status != 200 || json.Unmarshal(body, &games) != nil || len(games.Games) != 1 {
		t.Fatalf("games: %d %s", status, body)
	}
	if g := games.Games[0]; g.Game != "hoard" || !g.Over || g.Choices < clicks {
		t.Errorf("after %d clicks: %+v", clicks, g)
	}
	t.Logf("%d clicks", clicks)
	keepScreenshots(t, shots)
}

// TestBrowserPlaysRivals plays a four-player Vampire: The Masquerade –
// Rivals game to its end in a real headless Chromium: picked in the
// lobby, one human seat against three bots, every decision of the human
// answered by clicking an attack when there is one, else its first option, until the page shows the result.
// The page draws the table with Rivals' renderer (web/static/games/rivals.js):
// each player's Prestige, Agenda points, Agenda and Haven, the vampires
// with their Blood, the City, the attack in progress with the foes'
// face-down cards hidden; in English, then in French.
func TestBrowserPlaysRivals(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: testRegistry(t, nil)})
	wd.open(ts.url + "/")
	wd.waitFor("the lobby", `return document.body.dataset.ready === "true" && document.body.dataset.game === "vtes"`)
	wd.click(`#game-kind option[value="rivals"]`)
	wd.waitFor("Rivals' seats", `return document.body.dataset.game === "rivals" && document.querySelectorAll("#seats .seat").length === 4`)
	var lobby struct{ Players, Legends, Decks []string }
	wd.eval(`return {
		Players: [...document.querySelectorAll("#seats .player")].map(s => s.value),
		Legends: [...document.querySelectorAll("#seats .seat legend")].map(l => l.textContent),
		Decks: [...document.querySelectorAll("#seats .deck")].map(d => d.value)}`, &lobby)
	if strings.Join(lobby.Players, ",") != "human,bot,bot,bot" || strings.Join(lobby.Legends, ",") != "Player 1,Player 2,Player 3,Player 4" ||
		strings.Join(lobby.Decks, ",") != "rivals-core-brujah,rivals-core-malkavian,rivals-core-toreador,rivals-core-ventrue" {
		t.Fatalf("the lobby for Rivals: %+v", lobby)
	}
	wd.click("#create details summary")
	wd.typeInto("#seed", "1")
	wd.click("#create-button")
	wd.waitFor("the game page", `return location.pathname.startsWith("/play/") && document.body.dataset.game === "rivals"`)

	type tableSeen struct {
		Players, Vampires, Blood, Streets, Hand int
		Stats, Fight, Turn                      string
		HiddenInFight, Played                   int
	}
	look := func() tableSeen {
		var s tableSeen
		wd.eval(`const fight = document.getElementById("fight");
			return {
				Players: document.querySelectorAll("#players .player").length,
				Vampires: document.querySelectorAll("#players .player .card.type-vampire").length,
				Blood: [...document.querySelectorAll("#players .player .card.type-vampire .blood")].filter(b => /^\d+\/\d+$/.test(b.textContent)).length,
				Streets: document.querySelectorAll("#city-streets .card").length,
				Hand: document.querySelectorAll("#me .card").length,
				Stats: document.querySelector("#players .player .stats").textContent,
				Fight: fight ? fight.textContent : "",
				Turn: document.getElementById("turn").textContent,
				HiddenInFight: fight ? fight.querySelectorAll(".card.hidden").length : 0,
				Played: fight ? fight.querySelectorAll(".played .card:not(.hidden)").length : 0}`, &s)
		return s
	}
	shots := []string{}
	shot := func(name string) {
		shots = append(shots, filepath.Join(t.TempDir(), name))
		wd.screenshot(shots[len(shots)-1])
	}
	clicks, attacks, played, hidden := 0, 0, 0, 0
	french := false
	for !wd.waitDecision() {
		if clicks == 1500 {
			t.Fatalf("no result after %d clicks", clicks)
		}
		s := look()
		if clicks == 3 {
			if s.Players != 4 || s.Vampires < 4 || s.Blood < 4 || s.Hand == 0 ||
				!strings.Contains(s.Stats, "Prestige") || !strings.Contains(s.Stats, "/13") || !strings.HasPrefix(s.Turn, "Turn ") {
				t.Errorf("the Rivals table: %+v", s)
			}
			shot("rivals.png")
		}
		if s.Fight != "" {
			attacks++
			// A foe's face-down card is drawn hidden; the seat's own,
			// named.
			hidden += s.HiddenInFight
			if s.Played > 0 {
				played++
				if played == 1 {
					shot("rivals-attack.png")
				}
			}
		}
		if clicks == 15 {
			// In French, the renderer's words and the server's texts.
			wd.click(`[data-lang="fr"]`)
			wd.waitFor("the table in French", `return document.querySelector("#players .player .stats").textContent.includes("Points de Cabale") &&
				document.querySelector("#city h2").textContent === "La Cité"`)
			french = true
			shot("rivals-fr.png")
		}
		// The human attacks when it can, with a face-down card when it
		// has one: the game goes forward, and shows attacks.
		var n int
		wd.eval(`const opts = [...document.querySelectorAll("#options button.option")].map(b => b.textContent);
			const prompt = document.getElementById("prompt-text").textContent;
			const attack = opts.findIndex(o => / (attacks|attaque)$/.test(o));
			if (attack >= 0) return attack + 1;
			if (/face-down|face cachée/.test(prompt) && opts.length > 1) return 2;
			return 1`, &n)
		wd.answer(n)
		clicks++
	}
	if !french || attacks == 0 || played == 0 {
		t.Errorf("after %d clicks: French %v, %d views of an attack, %d with the seat's own card", clicks, french, attacks, played)
	}
	var result struct {
		Prompt  string
		Options int
	}
	wd.eval(`return {
		Prompt: document.getElementById("prompt-text").textContent,
		Options: document.querySelectorAll("#options button").length}`, &result)
	if !strings.Contains(result.Prompt, "Partie terminée") || result.Options != 0 {
		t.Errorf("the result after %d clicks: %+v", clicks, result)
	}
	shot("rivals-over.png")
	var games struct{ Games []summary }
	status, body := ts.do(t, "GET", "/api/games", "", nil)
	if status != 200 || json.Unmarshal(body, &games) != nil || len(games.Games) != 1 {
		t.Fatalf("games: %d %s", status, body)
	}
	if g := games.Games[0]; g.Game != "rivals" || !g.Over || g.Choices < clicks {
		t.Errorf("after %d clicks: %+v", clicks, g)
	}
	t.Logf("%d clicks, %d views of an attack, %d with the seat's own card, %d foes' face-down cards seen", clicks, attacks, played, hidden)
	keepScreenshots(t, shots)
}
