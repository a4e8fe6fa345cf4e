package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
