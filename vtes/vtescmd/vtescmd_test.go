package vtescmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/games"
	"kindred/games/gamecli"
)

// kindred runs a V:TES command in-process as `kindred NAME ARGS…` does
// and returns its exit status and output.
func kindred(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	e := &games.Env{Stdout: &out, Stderr: &errOut, Stdin: strings.NewReader("")}
	for _, c := range Commands() {
		if c.Name == args[0] {
			return c.Run(e, args[1:]), out.String(), errOut.String()
		}
	}
	t.Fatalf("no V:TES command %q", args[0])
	return gamecli.ExitError, "", ""
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
