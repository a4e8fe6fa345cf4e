package web

import (
	"io/fs"
	"kindred/ancientblood/abgame"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"kindred/engine/enginetest"
	"kindred/games"
	"kindred/heritage/heritagegame"
	"kindred/rivals/rivalsgame"
	"kindred/vtes/vtesgame"
)

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := fs.ReadFile(FS(), name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// scripts lists the client's pages and modules: the common ones and every
// game's renderer.
func scripts(t *testing.T) []string {
	t.Helper()
	mods, err := fs.Glob(FS(), "games/*.js")
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{"index.html", "game.html", "i18n.js", "lobby.js", "game.js", "account.js"}, mods...)
}

// TestPagesReferenceTheirFiles: every script and style sheet a page or
// module names is embedded.
func TestPagesReferenceTheirFiles(t *testing.T) {
	ref := regexp.MustCompile(`(?:src|href)="/static/([^"]+)"|from "/static/([^"]+)"`)
	for _, page := range scripts(t) {
		for _, m := range ref.FindAllStringSubmatch(read(t, page), -1) {
			name := m[1] + m[2]
			if _, err := fs.Stat(FS(), name); err != nil {
				t.Errorf("%s names /static/%s, which is not embedded", page, name)
			}
		}
	}
}

// knownGames are the games the server may be asked to play: the ones
// cmd/kindred registers and the test game the server's tests register.
func knownGames() []games.Game {
	return []games.Game{vtesgame.New(nil), heritagegame.New(), rivalsgame.Game{}, abgame.Game{}, enginetest.Hoard{}}
}

// TestEveryGameHasARenderer: the game page loads /static/games/NAME.js for
// a game named NAME; every game the server may play has one, which exports
// draw and its words, and no module is left without its game.
func TestEveryGameHasARenderer(t *testing.T) {
	names := map[string]bool{}
	for _, g := range knownGames() {
		names[g.Name()] = true
		if !HasRenderer(g.Name()) {
			t.Errorf("game %q has no renderer: web/static/games/%s.js is missing", g.Name(), g.Name())
			continue
		}
		src := read(t, "games/"+g.Name()+".js")
		for _, export := range []string{"export function draw(", "export const words = {"} {
			if !strings.Contains(src, export) {
				t.Errorf("games/%s.js lacks %q", g.Name(), export)
			}
		}
	}
	mods, _ := fs.Glob(FS(), "games/*.js")
	if len(mods) < 2 {
		t.Fatalf("renderer modules: %v", mods)
	}
	for _, m := range mods {
		if name := strings.TrimSuffix(strings.TrimPrefix(m, "games/"), ".js"); !names[name] {
			t.Errorf("%s draws no game the server knows (games: %v)", m, names)
		}
	}
	for _, bad := range []string{"", "../game", "vtes.js", "nothing"} {
		if HasRenderer(bad) {
			t.Errorf("HasRenderer(%q) is true", bad)
		}
	}
}

// TestCommonPartsKnowNoGame: the pages and common modules name no game
// (outside comments): what is particular to a game is in its renderer
// module, so adding a game touches none of them.
func TestCommonPartsKnowNoGame(t *testing.T) {
	var names []string
	for _, g := range knownGames() {
		names = append(names, regexp.QuoteMeta(g.Name()))
	}
	game := regexp.MustCompile(`(?i)\b(` + strings.Join(names, "|") + `)\b|methuselah|mathusalem`)
	for _, f := range []string{"index.html", "game.html", "i18n.js", "lobby.js", "game.js", "account.js"} {
		for i, line := range strings.Split(read(t, f), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "//") {
				continue
			}
			if m := game.FindString(line); m != "" {
				t.Errorf("%s:%d names a game (%q): %s", f, i+1, m, strings.TrimSpace(line))
			}
		}
	}
}

// wordKeys returns the English and French keys of the words of a module
// (its "  en: {" and "  fr: {" blocks).
func wordKeys(t *testing.T, name string) (en, fr map[string]bool) {
	t.Helper()
	src := read(t, name)
	i, j := strings.Index(src, "  en: {"), strings.Index(src, "  fr: {")
	if i < 0 || j < i {
		t.Fatalf("%s: no en and fr words", name)
	}
	end := j + strings.Index(src[j:], "\n  },")
	if end < j {
		t.Fatalf("%s: the French words do not end", name)
	}
	key := regexp.MustCompile(`(?m)^    ([A-Za-z_]+):`)
	keys := func(s string) map[string]bool {
		out := map[string]bool{}
		for _, m := range key.FindAllStringSubmatch(s, -1) {
			out[m[1]] = true
		}
		return out
	}
	en, fr = keys(src[i:j]), keys(src[j:end])
	for k := range en {
		if !fr[k] {
			t.Errorf("%s: %q has no French", name, k)
		}
	}
	for k := range fr {
		if !en[k] {
			t.Errorf("%s: %q has no English", name, k)
		}
	}
	return en, fr
}

// usedWords lists the word keys a file uses.
func usedWords(t *testing.T, name string) []string {
	used := regexp.MustCompile(`data-i18n(?:-placeholder)?="([A-Za-z_]+)"|\bt\("([A-Za-z_]+)"[,)]|setConn\("([A-Za-z_]+)"`)
	var out []string
	for _, m := range used.FindAllStringSubmatch(read(t, name), -1) {
		out = append(out, m[1]+m[2]+m[3])
	}
	return out
}

// TestBothLanguages: English and French have the same words, in the page's
// own words and in each game renderer's; every key the pages and modules
// use exists; a renderer's words do not hide the page's.
func TestBothLanguages(t *testing.T) {
	common, _ := wordKeys(t, "i18n.js")
	if len(common) < 40 {
		t.Fatalf("found only %d English words", len(common))
	}
	// The page modules that bring words of their own (addWords: table.js)
	// add them to the page's, without hiding one.
	pages, _ := fs.Glob(FS(), "*.js")
	for _, f := range pages {
		if f == "i18n.js" || !strings.Contains(read(t, f), "addWords({") {
			continue
		}
		own, _ := wordKeys(t, f)
		for k := range own {
			if common[k] {
				t.Errorf("%s: %q hides a word of the page's", f, k)
			}
			common[k] = true
		}
	}
	var missing []string
	for _, f := range append([]string{"index.html", "game.html"}, pages...) {
		for _, k := range usedWords(t, f) {
			if !common[k] {
				missing = append(missing, f+": "+k)
			}
		}
	}
	// Each game's phases (games.Status.Phase) have words.
	phases := map[string][]string{
		"vtes":   {"setup", "unlock", "master", "minion", "influence", "discard", "over"},
		"rivals": {"setup", "beginning", "action", "end", "over"},
		"hoard":  {"play", "over"},
	}
	mods, _ := fs.Glob(FS(), "games/*.js")
	for _, m := range mods {
		own, _ := wordKeys(t, m)
		for k := range own {
			if common[k] {
				t.Errorf("%s: %q hides the page's own word", m, k)
			}
		}
		for _, k := range usedWords(t, m) {
			if !own[k] && !common[k] {
				missing = append(missing, m+": "+k)
			}
		}
		for _, phase := range phases[strings.TrimSuffix(strings.TrimPrefix(m, "games/"), ".js")] {
			if !own["phase_"+phase] {
				missing = append(missing, m+": phase_"+phase)
			}
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("words used but not defined: %v", missing)
	}
}

// TestScriptsParse checks the modules' syntax with Node.js when it is
// installed (the browser test runs them for real).
func TestScriptsParse(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed: the syntax is checked by the browser test only")
	}
	dir := t.TempDir()
	for _, name := range scripts(t) {
		if !strings.HasSuffix(name, ".js") {
			continue
		}
		p := filepath.Join(dir, strings.NewReplacer("/", "-", ".js", ".mjs").Replace(name))
		if err := os.WriteFile(p, []byte(read(t, name)), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(node, "--check", p).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", name, err, out)
		}
	}
}

// TestHandlers: pages are HTML, static files have their types, a missing
// file is a 404.
func TestHandlers(t *testing.T) {
	cases := []struct {
		h      http.Handler
		path   string
		status int
		ctype  string
	}{
		{Page("index.html"), "/", 200, "text/html"},
		{Page("game.html"), "/play/abc", 200, "text/html"},
		{Page("missing.html"), "/", 500, "text/plain"},
		{Static(), "/static/game.js", 200, "javascript"},
		{Static(), "/static/style.css", 200, "text/css"},
		{Static(), "/static/games/vtes.js", 200, "javascript"},
		{Static(), "/static/games/hoard.js", 200, "javascript"},
		{Static(), "/static/games/rivals.js", 200, "javascript"},
		{Static(), "/static/nothing.js", 404, "text/plain"},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		c.h.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		if rec.Code != c.status || !strings.Contains(rec.Header().Get("Content-Type"), c.ctype) {
			t.Errorf("%s: %d %q, want %d %q", c.path, rec.Code, rec.Header().Get("Content-Type"), c.status, c.ctype)
		}
	}
}
