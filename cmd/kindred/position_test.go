package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// A game turned into a bug report and back: kindred replay --to N
// --position writes the position a log reaches, and kindred play
// --position starts a game there, played to its end.
func TestPositionReplayedAndPlayed(t *testing.T) {
	save, _ := savedGame(t)
	code, pos, errOut := kindred(t, "replay", "--to", "40", "--position", save)
	if code != 0 {
		t.Fatalf("replay --position: exit %d: %s", code, errOut)
	}
	for _, w := range []string{"turn ", "methuselah 1 ", "random 0x", "hand: "} {
		if !strings.Contains(pos, w) {
			t.Errorf("the position lacks %q:\n%s", w, pos)
		}
	}
	if strings.Contains(pos, "Standings") || strings.Contains(pos, "Replayed") {
		t.Errorf("replay --position prints more than the position:\n%s", pos)
	}
	file := writeFile(t, "pos.txt", pos)
	code, out, errOut := kindredIn(t, "", "play", "vtes", "--position", file, "--seed", "3")
	if code != 0 || !strings.Contains(out, "Standings") {
		t.Fatalf("play --position: exit %d: %s\n%s", code, errOut, tailOf(out))
	}
	if !strings.Contains(out, "Methuselah 1: New Blood") {
		t.Errorf("the seats are not named by the position's Methuselahs:\n%s", tailOf(out))
	}
	// The seed does not deal a game started from a position: the position
	// does, and the first line says how to start it again.
	first, _, _ := strings.Cut(out, "\n")
	if strings.Contains(out, "--seed 3") || !strings.Contains(first, "--position "+file) {
		t.Errorf("the first line does not say how to start the position again: %q", first)
	}
}

// Bad positions and flags are refused, naming what is wrong.
func TestPositionRefused(t *testing.T) {
	bad := writeFile(t, "bad.txt", "turn 2 phase minion active 1 seats 2\nready 1: Leny Burkhead blood 3\n")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "vtes", "--position", bad}, `--position: ` + bad + `: line 2: no card named "Leny Burkhead"`},
		{[]string{"play", "vtes", "--position", filepath.Join(t.TempDir(), "none.txt")}, "--position: open "},
		{[]string{"play", "vtes", "--position", bad, "--save", filepath.Join(t.TempDir(), "g.log")}, "--save: a game started from a position is not recorded"},
	} {
		code, _, errOut := kindredIn(t, "", tc.args...)
		if code == 0 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, code, errOut, tc.want)
		}
	}
}
