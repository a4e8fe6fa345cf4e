package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kindred/engine"
	"kindred/games"
	"kindred/store"
)

// helperPlayEnv holds, one a line, the arguments TestHelperPlay runs.
const helperPlayEnv = "KINDRED_TEST_HELPER_PLAY"

// TestHelperPlay is not a test but `kindred` run in a process of its own
// (the test binary, with helperPlayEnv set), for TestChronicleSurvivesKill
// to kill. Run as a test, it does nothing.
func TestHelperPlay(t *testing.T) {
	args := os.Getenv(helperPlayEnv)
	if args == "" {
		return
	}
	os.Exit(run(&env{stdout: os.Stdout, stderr: os.Stderr, stdin: os.Stdin}, strings.Split(args, "\n")))
}

// humanChoices counts the stored choices of seat 0 in game id, and all.
func humanChoices(t *testing.T, db, id string) (human, all int, over bool) {
	t.Helper()
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	g, err := st.Load(context.Background(), id)
	if err != nil {
		return 0, 0, false
	}
	for _, c := range g.Choices {
		if c.Seat == 0 {
			human++
		}
	}
	return human, len(g.Choices), g.Over
}

// TestChronicleSurvivesKill plays a whole Heritage chronicle with
// `kindred play heritage --chronicle`: the first game is killed (kill -9)
// while the person is to answer, then resumed from the database with
// every stored choice; the other games follow, each resumed as the next
// of the chronicle; `kindred chronicle list` shows the progress; and the
// whole chronicle replays from its games' logs, each state derived from a
// game's log being the one stored as the next game's start.
func TestChronicleSurvivesKill(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "k.db")
	name := "Nuit de Paris"
	playArgs := []string{"play", "heritage", "--chronicle", name, "--db", db, "--seed", "7"}

	// The first game, in a process of its own, the person answering 12
	// decisions, then killed waiting for the 13th.
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperPlay$")
	cmd.Env = append(os.Environ(), helperPlayEnv+"="+strings.Join(playArgs, "\n"))
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	const answered = 12
	fmt.Fprint(stdin, strings.Repeat("1\n", answered))
	var cid string
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("the game never stored %d choices of the person:\n%s", answered+1, out.String())
		}
		if cid == "" {
			if st, err := store.Open(context.Background(), db); err == nil {
				if c, err := st.(store.Campaigns).FindCampaign(context.Background(), "heritage", name); err == nil {
					cid = c.ID
				}
				st.Close()
			}
		}
		if cid != "" {
			// The person answers the 13th decision with "1" only once
			// the 12 are stored: the process then waits for its input.
			if h, _, _ := humanChoices(t, db, cid+"-1"); h >= answered {
				break
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	_, before, over := humanChoices(t, db, cid+"-1")
	if over || before == 0 {
		t.Fatalf("after the kill: %d choices, over %v\n%s", before, over, out.String())
	}
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	killed, err := st.Load(context.Background(), cid+"-1")
	st.Close()
	if err != nil {
		t.Fatal(err)
	}

	// Resumed: bots play on (no input), the game ends, the chronicle
	// moves on; then the five other games.
	for n := 1; n <= 6; n++ {
		code, stdout, stderr := kindredIn(t, "", playArgs...)
		if code != exitOK {
			t.Fatalf("game %d: exit %d\n%s\n%s", n, code, stdout, stderr)
		}
		if n == 1 && !strings.Contains(stdout, fmt.Sprintf("game 1 resumes after %d choices", before)) {
			t.Errorf("game 1 did not resume after %d choices:\n%s", before, stdout)
		}
		if want := fmt.Sprintf("%d of 6 games played", n); n < 6 && !strings.Contains(stdout, want) {
			t.Errorf("game %d: no %q:\n%s", n, want, stdout)
		}
		if n == 6 && !strings.Contains(stdout, "is over (6 games)") {
			t.Errorf("the last game does not end the chronicle:\n%s", stdout)
		}
	}
	if code, stdout, _ := kindredIn(t, "", "chronicle", "list", "--db", db); code != exitOK || !strings.Contains(stdout, name) || !strings.Contains(stdout, "6 of 6 games played") || !strings.Contains(stdout, "over:") {
		t.Errorf("chronicle list: exit %d\n%s", code, stdout)
	}
	if code, stdout, _ := kindredIn(t, "", playArgs...); code != exitOK || !strings.Contains(stdout, "is over") {
		t.Errorf("playing an ended chronicle: exit %d\n%s", code, stdout)
	}

	// The whole chronicle replays from its games' logs.
	st, err = store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	c, err := st.(store.Campaigns).LoadCampaign(context.Background(), cid)
	if err != nil {
		t.Fatal(err)
	}
	if c.Played != 6 || len(c.Games) != 6 {
		t.Fatalf("the chronicle after six games: %d played, %d games", c.Played, len(c.Games))
	}
	game, _ := registry(nil).Lookup("heritage")
	cp := game.(games.Campaigner)
	for i, cg := range c.Games {
		g, err := st.Load(context.Background(), cg.GameID)
		if err != nil {
			t.Fatal(err)
		}
		if !g.Over {
			t.Errorf("game %d is not over", i+1)
		}
		if i == 0 && !equalChoices(g.Choices[:before], killed.Choices) {
			t.Errorf("game 1 lost the choices stored before the kill")
		}
		if v, _ := g.Header.Rule("chronicle"); v != string(cg.Before) {
			t.Errorf("game %d: its header's state is not the one stored as its start", i+1)
		}
		after, err := cp.CampaignAfter(&engine.Log{Header: g.Header, Choices: g.Choices})
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		want := c.State
		if i+1 < len(c.Games) {
			want = c.Games[i+1].Before
		}
		if !bytes.Equal(after, want) {
			t.Errorf("game %d: the state derived from its log is not the one stored after it", i+1)
		}
	}
}

func equalChoices(a, b []engine.Choice) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestChronicleRefusals: --chronicle with a game not played as
// chronicles, or with --save, is refused and stores nothing.
func TestChronicleRefusals(t *testing.T) {
	db := filepath.Join(t.TempDir(), "k.db")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "vtes", "--chronicle", "x", "--db", db}, "not played as chronicles"},
		{[]string{"play", "heritage", "--chronicle", "x", "--db", db, "--save", filepath.Join(t.TempDir(), "log")}, "not with --position or --save"},
		{[]string{"play", "heritage", "--chronicle", "x", "--db", db, "--seat", "1,2"}, "a chronicle is played from one seat: give --seat K"},
		{[]string{"play", "heritage", "--chronicle", "x", "--db", db, "--rules", "chronicle={}"}, `rules option "chronicle": a chronicle takes`},
		{[]string{"chronicle", "list", "--db", db, "nosuchgame"}, "no game"},
	} {
		code, _, stderr := kindredIn(t, "", tc.args...)
		if code != exitError || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, code, stderr, tc.want)
		}
	}
	if code, stdout, _ := kindredIn(t, "", "chronicle", "-h"); code != exitOK || !strings.Contains(stdout, "  list ") || !strings.Contains(stdout, "  sim ") {
		t.Errorf("chronicle -h: %d %q", code, stdout)
	}
	if code, stdout, _ := kindredIn(t, "", "chronicle", "list", "--db", db); code != exitOK || !strings.Contains(stdout, "No chronicle") {
		t.Errorf("chronicle list after refusals: %d %q", code, stdout)
	}
}
