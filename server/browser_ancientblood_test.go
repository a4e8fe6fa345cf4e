package server

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestBrowserPlaysAncientBlood drives a real headless Chromium through a
// story of Ancient Blood's demonstration pack to its end: one hunter is the
// person's, three are bots. The page draws the board from the tiles as SVG
// (web/static/games/ancientblood.js), each hunter's board on its seat's
// panel, the clock and the enemies' last activation step by step, in
// English and in French. Every decision is answered by clicking: an attack
// when one is offered, else the end of the turn, else the first option.
func TestBrowserPlaysAncientBlood(t *testing.T) {
	wd := startBrowser(t)
	ts := startServer(t, Config{Games: testRegistry(t, nil)})
	req := humanVsBotsOf("ancientblood", 4, 5)
	req.Rules = map[string]string{"difficulty": "easy"}
	g := ts.create(t, req)
	if len(g.Seats) != 4 || g.Seats[0].Link == "" {
		t.Fatalf("seats: %+v", g.Seats)
	}
	wd.open(ts.url + g.Seats[0].Link)
	wd.waitFor("the game page", `return document.body.dataset.game === "ancientblood" && document.getElementById("ancientblood") !== null`)

	shots := []string{}
	clicks, sawBoard, sawActivation := 0, false, false
	for !wd.waitDecision() {
		if clicks == 600 {
			t.Fatalf("no result after %d clicks", clicks)
		}
		var page struct {
			Map, Walls, Doors, Zones, Hunters, Figures, Steps int
			Clock                                             string
			Skills                                            []string
		}
		wd.eval(`const m = document.getElementById("ab-map");
			return {
				Map: m ? 1 : 0,
				Walls: m ? m.querySelectorAll("line").length : 0,
				Doors: m ? m.querySelectorAll("line.door").length : 0,
				Zones: m ? m.querySelectorAll("circle.zone").length : 0,
				Hunters: m ? m.querySelectorAll("g.figure.hunter").length : 0,
				Figures: m ? m.querySelectorAll("g.figure.enemy").length : 0,
				Steps: document.querySelectorAll("#ab-activation li").length,
				Clock: document.getElementById("ab-clock")?.textContent ?? "",
				Skills: [...document.querySelectorAll("#players .ab-skills")].map(s => s.textContent)}`, &page)
		if page.Map == 1 && page.Doors > 0 && page.Hunters > 0 && page.Figures > 0 && page.Steps > 1 && !sawActivation {
			sawBoard, sawActivation = true, true
			if page.Walls == 0 || page.Zones == 0 || !strings.HasPrefix(page.Clock, "☀ Round ") && !strings.HasPrefix(page.Clock, "☾ Round ") ||
				len(page.Skills) != 4 || !strings.HasPrefix(page.Skills[0], "Skills: ") {
				t.Errorf("the board in English: %+v", page)
			}
			var first string
			wd.eval(`return document.querySelector("#ab-activation li").textContent`, &first)
			if !strings.HasPrefix(first, "The enemies activate against ") {
				t.Errorf("the activation begins %q", first)
			}
			// Line of sight on request: pointing at the nest's first zone
			// lights the zones it sees, as its title lists them.
			wd.hover(`#ab-map circle.zone[data-zone="hp-1a:a"]`)
			var sight struct {
				Title string
				Lit   []string
			}
			wd.eval(`const d = document.querySelector('#ab-map circle.zone[data-zone="hp-1a:a"]');
				return {Title: d.querySelector("title").textContent,
					Lit: [...document.querySelectorAll("#ab-map circle.zone")].filter(c => c.getAttribute("fill") === "#fbe9a8").map(c => c.dataset.zone.split(":").pop())}`, &sight)
			slices.Sort(sight.Lit)
			if want := "a sees " + strings.Join(sight.Lit, ", "); len(sight.Lit) == 0 || sight.Title != want {
				t.Errorf("line of sight from a: title %q, lit %v", sight.Title, sight.Lit)
			}
			shots = append(shots, filepath.Join(t.TempDir(), "ancientblood-en.png"))
			wd.screenshot(shots[len(shots)-1])
			// In French: the page's words, the renderer's and the log's.
			wd.click(`[data-lang="fr"]`)
			wd.waitFor("the board in French", `return (document.getElementById("ab-clock")?.textContent ?? "").includes("Manche ") &&
				document.querySelector("#players .ab-skills").textContent.startsWith("Compétences") &&
				document.querySelector("#ab-activation li").textContent.startsWith("Les ennemis s'activent contre ")`)
			shots = append(shots, filepath.Join(t.TempDir(), "ancientblood-fr.png"))
			wd.screenshot(shots[len(shots)-1])
			wd.click(`[data-lang="en"]`)
			wd.waitFor("the board in English again", `return (document.getElementById("ab-clock")?.textContent ?? "").includes("Round ")`)
		}
		var pick int
		wd.eval(`const o = [...document.querySelectorAll("#options button.option")].map(b => b.textContent);
			let i = o.findIndex(s => s.includes("Attack "));
			if (i < 0) i = o.findIndex(s => s.includes("End the turn"));
			return i < 0 ? 1 : i + 1`, &pick)
		wd.answer(pick)
		clicks++
	}
	if !sawBoard {
		t.Error("the story ended before the page drew a board with doors, hunters, enemies and an activation")
	}
	var result struct {
		Prompt string
		Over   string
	}
	wd.eval(`return {Prompt: document.getElementById("prompt-text").textContent,
		Over: document.getElementById("ab-over")?.textContent ?? ""}`, &result)
	if !strings.Contains(result.Prompt, "Game over") || !strings.Contains(result.Prompt, "The Hollow Parish") || result.Over == "" {
		t.Errorf("the result after %d clicks: %+v", clicks, result)
	}
	shots = append(shots, filepath.Join(t.TempDir(), "ancientblood-over.png"))
	wd.screenshot(shots[len(shots)-1])
	var list struct{ Games []summary }
	status, body := ts.do(t, "GET", "/api/games", "", nil)
	if status != 200 || json.Unmarshal(body, &list) != nil || len(list.Games) != 1 || !list.Games[0].Over || list.Games[0].Game != "ancientblood" {
		t.Errorf("games: %d %s", status, body)
	}
	t.Logf("%d clicks", clicks)
	keepScreenshots(t, shots)
}
