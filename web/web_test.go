package web

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := fs.ReadFile(FS(), name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPagesReferenceTheirFiles: every script and style sheet a page or
// module names is embedded.
func TestPagesReferenceTheirFiles(t *testing.T) {
	ref := regexp.MustCompile(`(?:src|href)="/static/([^"]+)"|from "/static/([^"]+)"`)
	for _, page := range []string{"index.html", "game.html", "lobby.js", "game.js"} {
		for _, m := range ref.FindAllStringSubmatch(read(t, page), -1) {
			name := m[1] + m[2]
			if _, err := fs.Stat(FS(), name); err != nil {
				t.Errorf("%s names /static/%s, which is not embedded", page, name)
			}
		}
	}
}

// TestBothLanguages: English and French have the same words, and every key
// the pages and scripts use exists.
func TestBothLanguages(t *testing.T) {
	src := read(t, "i18n.js")
	en, fr := src[strings.Index(src, "  en: {"):strings.Index(src, "  fr: {")], src[strings.Index(src, "  fr: {"):]
	key := regexp.MustCompile(`(?m)^    ([A-Za-z_]+):`)
	keys := func(s string) map[string]bool {
		out := map[string]bool{}
		for _, m := range key.FindAllStringSubmatch(s, -1) {
			out[m[1]] = true
		}
		return out
	}
	enKeys, frKeys := keys(en), keys(fr)
	if len(enKeys) < 50 {
		t.Fatalf("found only %d English words", len(enKeys))
	}
	for k := range enKeys {
		if !frKeys[k] {
			t.Errorf("%q has no French", k)
		}
	}
	for k := range frKeys {
		if !enKeys[k] {
			t.Errorf("%q has no English", k)
		}
	}
	used := regexp.MustCompile(`data-i18n(?:-placeholder)?="([A-Za-z_]+)"|\bt\("([A-Za-z_]+)"[,)]|setConn\("([A-Za-z_]+)"`)
	var missing []string
	for _, f := range []string{"index.html", "game.html", "lobby.js", "game.js"} {
		for _, m := range used.FindAllStringSubmatch(read(t, f), -1) {
			k := m[1] + m[2] + m[3]
			if !enKeys[k] {
				missing = append(missing, f+": "+k)
			}
		}
	}
	for _, phase := range []string{"setup", "unlock", "master", "minion", "influence", "discard", "over"} {
		if !enKeys["phase_"+phase] {
			missing = append(missing, "phase_"+phase)
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
	for _, name := range []string{"i18n.js", "lobby.js", "game.js"} {
		p := filepath.Join(dir, strings.TrimSuffix(name, ".js")+".mjs")
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
