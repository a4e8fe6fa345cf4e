package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"kindred/internal/shareddata"
)

// kindred runs the command line in-process and returns its exit code and
// output.
func kindred(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(&env{stdout: &out, stderr: &errOut, stdin: strings.NewReader("")}, args)
	return code, out.String(), errOut.String()
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestNoGameImported: only games.go may name a game. Every other non-test
// file of the command imports no game package (kindred/vtes… or any
// package of another game); the games reach the commands through
// games.Registry.
func TestNoGameImported(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	// The packages every game shares; anything else under kindred/ is a
	// game's.
	shared := map[string]bool{"kindred/engine": true, "kindred/games": true, "kindred/server": true,
		"kindred/store": true, "kindred/terminal": true, "kindred/bot": true, "kindred/internal": true}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "games.go" {
			continue
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range parsed.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !strings.HasPrefix(path, "kindred/") {
				continue
			}
			top := path
			if i := strings.Index(path[len("kindred/"):], "/"); i >= 0 {
				top = path[:len("kindred/")+i]
			}
			if !shared[top] {
				t.Errorf("%s imports %s: only games.go may name a game", f, path)
			}
		}
	}
	if checked < 5 {
		t.Fatalf("checked %d files", checked)
	}
}

func TestHelpListsGames(t *testing.T) {
	code, out, _ := kindred(t, "help")
	if code != 0 {
		t.Fatal(code)
	}
	for _, w := range []string{"\nGames:\n", "  vtes     Vampire: The Eternal Struggle", "  deck     ", "  cards    ", "  play     "} {
		if !strings.Contains(out, w) {
			t.Errorf("help lacks %q:\n%s", w, out)
		}
	}
	code, out, _ = kindredWith(t, testGames, "", "help")
	if code != 0 || !strings.Contains(out, "  hoard    Hoard (the engine's test game)") {
		t.Errorf("help with the test registry: exit %d\n%s", code, out)
	}
	code, _, errOut := kindred(t, "play")
	if code != 2 || !strings.Contains(errOut, "name the game to play: vtes") || !strings.Contains(errOut, "Games:\n  vtes ") {
		t.Errorf("play without a game: exit %d\n%s", code, errOut)
	}
	code, _, errOut = kindred(t, "nope")
	if code != 2 || !strings.Contains(errOut, `unknown command "nope"`) {
		t.Errorf("unknown command: exit %d\n%s", code, errOut)
	}
}

// The V:TES commands (vtes/vtescmd) are reached through the registry:
// `kindred deck …` as the README writes it, and with the game named
// first.
func TestGameCommandsDispatch(t *testing.T) {
	cards := shareddata.VTESCardDir(t)
	legal := writeFile(t, "legal.txt", "Deck Name: Legal\nCrypt\n12x Theo Bell (G6)\nLibrary\n60x Deflection\n")
	for _, args := range [][]string{
		{"deck", "check", "--cards", cards, legal},
		{"deck", "vtes", "check", "--cards", cards, legal},
	} {
		code, out, errOut := kindred(t, args...)
		if code != 0 || !strings.Contains(out, "legal.txt: legal") {
			t.Errorf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
	}
	code, out, errOut := kindred(t, "cards", "search", "--cards", cards, "theo", "bell")
	if code != 0 || !strings.Contains(out, "Theo Bell (G6)  [201613]") {
		t.Errorf("cards search: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := kindred(t, "deck"); code != 2 || !strings.Contains(errOut, "Usage: kindred deck <command>") {
		t.Errorf("deck alone: exit %d\n%s", code, errOut)
	}
}
