package gamecli

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"kindred/games"
)

func TestParseRules(t *testing.T) {
	for _, tc := range []struct {
		text string
		want map[string]string
		err  string
	}{
		{"", map[string]string{}, ""},
		{"a=1", map[string]string{"a": "1"}, ""},
		{" a = 1 , b=x=y", map[string]string{"a": "1", "b": "x=y"}, ""},
		{"a=", map[string]string{"a": ""}, ""},
		{"a", nil, `"a" is not KEY=VALUE`},
		{"=1", nil, `"=1" is not KEY=VALUE`},
		{"a=1,,b=2", nil, `"" is not KEY=VALUE`},
		{"a=1,a=2", nil, "a given twice"},
	} {
		got, err := ParseRules(tc.text)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.text, err, tc.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: %v %v, want %v", tc.text, got, err, tc.want)
		}
	}
}

func TestParseFlagsAnywhere(t *testing.T) {
	var errOut bytes.Buffer
	e := &games.Env{Stdout: &bytes.Buffer{}, Stderr: &errOut}
	fs := NewFlags(e, "deck check", "FILE...", "Checks.")
	asJSON := fs.Bool("json", false, "print JSON")
	dir := fs.String("cards", "", "`DIR` of cards")
	pos, code, ok := ParseFlags(fs, []string{"a.txt", "--json", "b.txt", "--cards", "d", "--", "--c.txt"})
	if !ok || code != 0 || !*asJSON || *dir != "d" || !reflect.DeepEqual(pos, []string{"a.txt", "b.txt", "--c.txt"}) {
		t.Errorf("pos %v code %d ok %v json %v cards %q", pos, code, ok, *asJSON, *dir)
	}
	if !FlagGiven(fs, "cards") || FlagGiven(fs, "nope") {
		t.Error("FlagGiven")
	}
	if _, code, ok := ParseFlags(fs, []string{"-h"}); ok || code != ExitOK ||
		!strings.Contains(errOut.String(), "Usage: kindred deck check [flags] FILE...") || !strings.Contains(errOut.String(), "  --cards DIR") {
		t.Errorf("help: code %d ok %v\n%s", code, ok, errOut.String())
	}
	if _, code, ok := ParseFlags(fs, []string{"--bogus"}); ok || code != ExitError {
		t.Errorf("bad flag: code %d ok %v", code, ok)
	}
}

func TestSubcommands(t *testing.T) {
	var out, errOut bytes.Buffer
	e := &games.Env{Stdout: &out, Stderr: &errOut}
	subs := []games.Command{{Name: "check", Summary: "checks", Run: func(_ *games.Env, args []string) int { return len(args) }}}
	if got := Subcommands(e, "deck", []string{"check", "a", "b"}, subs); got != 2 {
		t.Errorf("check ran with %d arguments", got)
	}
	if got := Subcommands(e, "deck", []string{"show"}, subs); got != ExitError || !strings.Contains(errOut.String(), `unknown command "show" (commands: check)`) {
		t.Errorf("unknown: %d %s", got, errOut.String())
	}
	if got := Subcommands(e, "deck", []string{"help"}, subs); got != ExitOK || !strings.Contains(out.String(), "  check    checks") {
		t.Errorf("help: %d %s", got, out.String())
	}
	if got := Subcommands(e, "deck", nil, subs); got != ExitError {
		t.Errorf("no command: %d", got)
	}
}
