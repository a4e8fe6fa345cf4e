package heritagegame

import (
	"bytes"
	"strings"
	"testing"

	"kindred/games"
)

// TestChronicleSim: `kindred chronicle sim` plays whole chronicles and
// prints who ruled the night; bad usage exits 2.
func TestChronicleSim(t *testing.T) {
	run := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		c := New().Commands()[0]
		code := c.Run(&games.Env{Stdout: &out, Stderr: &errb}, args)
		return code, out.String(), errb.String()
	}
	code, out, errs := run("sim", "--chronicles", "2", "--players", "3")
	if code != 0 || !strings.Contains(out, "2 chronicles of 3 players, 12 chapters") || !strings.Contains(out, "winners by clan") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, bad := range [][]string{{"sim", "--players", "5"}, {"sim", "--bot", "nobody"}, {"sim", "--pack", "nope"}, {"nope"}} {
		if code, _, _ := run(bad...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}
