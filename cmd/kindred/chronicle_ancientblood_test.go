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

// TestAncientBloodChronicleSurvivesKill plays Ancient Blood's campaign
// (rules/ancientblood.md §9.3) as a chronicle with the same command as
// Heritage's, `kindred play ancientblood --chronicle`: the first story is
// killed (kill -9) while the person is to answer, then resumed from the
// database with every stored choice; the second story follows, starting
// from what the first left; `kindred chronicle list` shows the progress;
// and each state derived again from a game's log is the one stored.
func TestAncientBloodChronicleSurvivesKill(t *testing.T) {
	db := filepath.Join(t.TempDir(), "k.db")
	name := "La Paroisse creuse"
	playArgs := []string{"play", "ancientblood", "--chronicle", name, "--db", db, "--seed", "5"}
	first := append(append([]string(nil), playArgs...), "--rules", "difficulty=beginner")

	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperPlay$")
	cmd.Env = append(os.Environ(), helperPlayEnv+"="+strings.Join(first, "\n"))
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
			t.Fatalf("the game never stored %d choices of the person:\n%s", answered, out.String())
		}
		if cid == "" {
			if st, err := store.Open(context.Background(), db); err == nil {
				if c, err := st.(store.Campaigns).FindCampaign(context.Background(), "ancientblood", name); err == nil {
					cid = c.ID
				}
				st.Close()
			}
		}
		if cid != "" {
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

	// Resumed: bots play on (no input); then the second story, the
	// chronicle's last.
	for n := 1; n <= 2; n++ {
		code, stdout, stderr := kindredIn(t, "", playArgs...)
		if code != exitOK {
			t.Fatalf("story %d: exit %d\n%s\n%s", n, code, stdout, stderr)
		}
		if n == 1 && !strings.Contains(stdout, fmt.Sprintf("game 1 resumes after %d choices", before)) {
			t.Errorf("story 1 did not resume after %d choices:\n%s", before, stdout)
		}
		if n == 1 && !strings.Contains(stdout, "1 of 2 games played") {
			t.Errorf("story 1 did not move the chronicle on (the hunters must win it at seed 5):\n%s", stdout)
		}
		if n == 2 && !strings.Contains(stdout, "is over (2 games): victory for") {
			t.Errorf("the last story does not end the chronicle:\n%s", stdout)
		}
	}
	if code, stdout, _ := kindredIn(t, "", "chronicle", "list", "--db", db, "ancientblood"); code != exitOK || !strings.Contains(stdout, name) || !strings.Contains(stdout, "2 of 2 games played") {
		t.Errorf("chronicle list: exit %d\n%s", code, stdout)
	}

	st, err = store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	c, err := st.(store.Campaigns).LoadCampaign(context.Background(), cid)
	if err != nil {
		t.Fatal(err)
	}
	if c.Played != 2 || len(c.Games) != 2 {
		t.Fatalf("the chronicle after two stories: %d played, %d games", c.Played, len(c.Games))
	}
	game, _ := registry(nil).Lookup("ancientblood")
	cp := game.(games.Campaigner)
	for i, cg := range c.Games {
		g, err := st.Load(context.Background(), cg.GameID)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 && !equalChoices(g.Choices[:before], killed.Choices) {
			t.Errorf("story 1 lost the choices stored before the kill")
		}
		if v, _ := g.Header.Rule("story"); v != fmt.Sprintf("demo-story-%d", i+1) {
			t.Errorf("game %d plays story %q", i+1, v)
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
