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

// TestBrowserPlaysAgainstBots drives a real headless Chromium: it creates a
// game against three bots on the lobby page, plays 24 choices by clicking
// option buttons, reloads the page half-way and goes on, and saves a
// screenshot (under the test's temp dir; also in $KINDRED_SCREENSHOTS when
// set, to look at).
func TestBrowserPlaysAgainstBots(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: testRegistry(t, shareddata.CardDB(t))})
	wd.open(ts.url + "/")
	wd.waitFor("the lobby", `return document.body.dataset.ready === "true" && document.querySelectorAll("#seats .seat").length === 4`)
	var players []string
	wd.eval(`return [...document.querySelectorAll("#seats .player")].map(s => s.value)`, &players)
	if strings.Join(players, ",") != "human,bot,bot,bot" {
		t.Fatalf("the lobby's default seats: %v", players)
	}
	shots := []string{filepath.Join(t.TempDir(), "lobby.png")}
	wd.screenshot(shots[0])
	// A fixed seed: the bots are seeded from it, so the game is the same at
	// every run (and seat 0 is not ousted within the clicks below).
	wd.click("#create details summary")
	wd.call("POST", "/element/"+wd.find("#seed")+"/value", map[string]any{"text": "2028"}, nil)
	var seed string
	if wd.eval(`return document.getElementById("seed").value`, &seed); seed != "2028" {
		t.Fatalf("the seed field holds %q", seed)
	}
	wd.click("#create-button")
	wd.waitFor("the game page", `return location.pathname.startsWith("/play/") && document.body.dataset.at !== undefined`)

	clicks := 0
	play := func(n int) {
		for range n {
			wd.waitFor("a decision", `return document.body.dataset.waiting === "false" && document.querySelector("#options button.option:not([disabled])") !== null`)
			var at string
			var options int
			wd.eval(`return document.body.dataset.at`, &at)
			wd.eval(`return document.querySelectorAll("#options button.option").length`, &options)
			// The last option is rarely "pass": it plays the game forward.
			wd.click(fmt.Sprintf("#options button.option:nth-child(%d)", options-(clicks%2)*(options-1)))
			clicks++
			wd.waitFor("the next view", fmt.Sprintf(`return document.body.dataset.at !== %q`, at))
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
		Conn, Turn         string
	}
	wd.eval(`return {
		Hand: document.querySelectorAll("#hand .card").length,
		Players: document.querySelectorAll("#players .player").length,
		Log: document.querySelectorAll("#log li").length,
		Conn: document.getElementById("conn").className,
		Turn: document.getElementById("turn").textContent}`, &page)
	if page.Hand == 0 || page.Players != 4 || page.Log < 10 || !strings.Contains(page.Conn, "connected") || page.Turn == "" {
		t.Errorf("the game page: %+v", page)
	}
	// Hovering a card of the hand shows its facts from the card files.
	wd.call("POST", "/actions", map[string]any{"actions": []any{map[string]any{
		"type": "pointer", "id": "mouse", "parameters": map[string]any{"pointerType": "mouse"},
		"actions": []any{map[string]any{"type": "pointerMove", "duration": 0, "x": 0, "y": 0,
			"origin": map[string]string{elementKey: wd.find("#hand .card")}}},
	}}}, nil)
	wd.waitFor("the card's facts", `const f = document.getElementById("card-facts");
		const name = document.querySelector("#hand .card").dataset.name;
		return !f.hidden && f.textContent.includes(name) && f.textContent.length > name.length + 20`)
	shots = append(shots, filepath.Join(t.TempDir(), "game.png"))
	wd.screenshot(shots[1])

	// The French page: labels rendered by the server in French.
	wd.click(`[data-lang="fr"]`)
	wd.waitFor("French", `return document.getElementById("prompt-text").textContent.includes("À vous") || document.getElementById("prompt-text").textContent.includes("En attente")`)
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
	if g := games.Games[0]; g.Seats[0].Player != playerHuman || !g.Seats[0].Connected || g.Choices < clicks {
		t.Errorf("after %d clicks: %+v", clicks, g)
	}
	if dir := os.Getenv("KINDRED_SCREENSHOTS"); dir != "" {
		for _, s := range shots {
			b, _ := os.ReadFile(s)
			os.WriteFile(filepath.Join(dir, filepath.Base(s)), b, 0o644)
		}
	}
	t.Logf("%d clicks; screenshots %v", clicks, shots)
}
