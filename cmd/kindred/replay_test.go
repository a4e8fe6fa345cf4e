package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// savedGame plays a bot game (the human leaves at once) and returns the
// path of its log and the play output.
func savedGame(t *testing.T) (string, string) {
	t.Helper()
	save := filepath.Join(t.TempDir(), "game.log")
	code, out, errOut := kindredIn(t, "", "play", "vtes", "--seed", "5", "--save", save)
	if code != 0 {
		t.Fatalf("play: exit %d: %s", code, errOut)
	}
	return save, out
}

func TestReplayOptions(t *testing.T) {
	save, played := savedGame(t)
	code, out, errOut := kindred(t, "replay", save, "--quiet")
	if code != 0 || strings.Contains(out, "Turn 2: Methuselah") || standings(t, out) != standings(t, played) {
		t.Errorf("--quiet: exit %d %s\n%s", code, errOut, out)
	}
	code, out, errOut = kindred(t, "replay", "--to", "10", save)
	if code != 0 {
		t.Fatalf("--to 10: exit %d: %s", code, errOut)
	}
	for _, w := range []string{"Position after 10 of ", "Waiting for Methuselah ", "Methuselah 1: pool ", "Replayed 10 choices"} {
		if !strings.Contains(out, w) {
			t.Errorf("--to 10 output lacks %q:\n%s", w, out)
		}
	}
	if strings.Contains(out, "Your hand") || strings.Contains(out, "Standings") {
		t.Errorf("--to shows a seat's hand or the standings:\n%s", out)
	}
	code, out, _ = kindred(t, "replay", "--lang", "fr", save)
	if code != 0 || !strings.Contains(out, "Classement :") || !strings.Contains(out, "chaque empreinte d'état correspond") {
		t.Errorf("--lang fr: exit %d\n%s", code, tailOf(out))
	}
}

func TestReplayRefusesBadLogs(t *testing.T) {
	save, _ := savedGame(t)
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	lines := strings.SplitAfter(text, "\n")
	// The 20th choice line with its hash changed.
	hash := regexp.MustCompile(`(?m)^(\d+ vtes\.[a-z-]+ \d+) ([0-9a-f]{16})$`)
	n := 0
	corrupted := hash.ReplaceAllStringFunc(text, func(line string) string {
		n++
		if n != 20 {
			return line
		}
		m := hash.FindStringSubmatch(line)
		return m[1] + " 0123456789abcdef"
	})
	// An option changed: the replay diverges or the hashes differ.
	n = 0
	otherOption := hash.ReplaceAllStringFunc(text, func(line string) string {
		n++
		if n != 5 {
			return line
		}
		m := hash.FindStringSubmatch(line)
		f := strings.Fields(m[1])
		return f[0] + " " + f[1] + " 0 " + m[2]
	})
	tests := []struct {
		name, text, want string
	}{
		{"hash", corrupted, "choice 20"},
		{"option", otherOption, "choice 5"},
		{"truncated", strings.Join(lines[:len(lines)-1], "") + "1 vtes.inf", "truncated log"},
		{"cut header", strings.Join(lines[:5], ""), "truncated log"},
		{"empty", "", "truncated log"},
		{"log version", strings.Replace(text, "kindred-log 1", "kindred-log 9", 1), "unsupported log version"},
		{"rules version", strings.Replace(text, `version "`, `version "0.0-`, 1), "rules version"},
		{"unknown deck", strings.Replace(text, `seat 0 "nb-malkavian"`, `seat 0 "nb-tzimisce"`, 1), `unknown deck "nb-tzimisce"`},
		{"other game", strings.Replace(text, "game vtes", "game hoard", 1), `a log of the game "hoard"`},
		{"garbage", "hello\n", "malformed log"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file := writeFile(t, "bad.log", tc.text)
			code, out, errOut := kindred(t, "replay", file)
			if code != 2 || !strings.Contains(errOut, tc.want) || !strings.Contains(errOut, "bad.log") {
				t.Errorf("exit %d, want 2 and an error saying %q\nstderr: %s\nstdout: %s", code, tc.want, errOut, tailOf(out))
			}
		})
	}
	for _, args := range [][]string{
		{"replay"},
		{"replay", save, save},
		{"replay", filepath.Join(t.TempDir(), "none.log")},
		{"replay", "--to", "100000", save},
		{"replay", "--to", "-3", save},
		{"replay", "--lang", "xx", save},
	} {
		if code, _, errOut := kindred(t, args...); code != 2 || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
}
