package rivalsgame_test

import (
	"slices"
	"testing"

	"kindred/engine"
	"kindred/games"
	"kindred/rivals"
	"kindred/rivals/rivalsgame"
)

// TestRerunAgreesWithVerify: the rules' own replay (Rerun, which
// engine.Replay uses) and engine.Verify (every decision built, a choice
// at a time) reach the same state, cut anywhere in a game: the same hash,
// the same decision with the same labels; a changed hash or option in the
// log is refused at the choice it changes.
func TestRerunAgreesWithVerify(t *testing.T) {
	for i := range 6 {
		seed := uint64(500 + i)
		h := header(t, seed, 2+i%3)
		tb, err := engine.NewTable(game.NewGame, h)
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.Run(tb, players(t, seed, len(h.Seats), rivalsgame.BotRandom), engine.RunOptions{MaxChoices: 200000}); err != nil {
			t.Fatal(err)
		}
		l := tb.Log()
		n := len(l.Choices)
		for _, cut := range []int{1, 2, n / 3, n / 2, n - 1, n} {
			fast, err := engine.Replay(game.NewGame, l, cut)
			if err != nil {
				t.Fatalf("seed %d, %d choices: Replay: %v", seed, cut, err)
			}
			slow, err := engine.Verify(game.NewGame, l, cut)
			if err != nil {
				t.Fatalf("seed %d, %d choices: Verify: %v", seed, cut, err)
			}
			if fast.Hash() != slow.Hash() || (fast.Pending() == nil) != (slow.Pending() == nil) {
				t.Errorf("seed %d, %d choices: the replays differ", seed, cut)
			} else if d := fast.Pending(); d != nil {
				fl, sl := fast.(*rivals.Game).Labels(), slow.(*rivals.Game).Labels()
				if d.Kind != slow.Pending().Kind || !slices.Equal(fl, sl) || len(fl) == 0 || fl[0] == "" {
					t.Errorf("seed %d, %d choices: Rerun asks %s %q, Verify %s %q", seed, cut, d.Kind, fl, slow.Pending().Kind, sl)
				}
			}
			games.Close(fast)
			games.Close(slow)
		}
		for _, change := range []func(c *engine.Choice){
			func(c *engine.Choice) { c.Hash++ },
			func(c *engine.Choice) { c.Option = 1000 },
		} {
			bad := *l
			bad.Choices = slices.Clone(l.Choices)
			change(&bad.Choices[n/2])
			if _, err := engine.Replay(game.NewGame, &bad, n); err == nil {
				t.Errorf("seed %d: a log changed at choice %d replayed", seed, n/2+1)
			}
		}
		games.Close(tb.Game())
	}
}

// TestReplayRefusesALogMissingADecline: a replay takes a window's decline
// without listing the window's options when the log's next choice is
// another decision (rivals.Game.unasked). A log from which an asked
// decline was removed is still refused, by Replay as by Verify: the hash
// recorded before it covers the decision then pending, the decline's.
func TestReplayRefusesALogMissingADecline(t *testing.T) {
	declines := map[string]bool{"rivals.attack-card": true, "rivals.block": true, "rivals.reaction": true}
	removed := 0
	for i := 0; i < 12 && removed < 6; i++ {
		seed := uint64(700 + i)
		h := header(t, seed, 2+i%3)
		tb, err := engine.NewTable(game.NewGame, h)
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.Run(tb, players(t, seed, len(h.Seats), rivalsgame.BotRandom), engine.RunOptions{MaxChoices: 200000}); err != nil {
			t.Fatal(err)
		}
		l := tb.Log()
		games.Close(tb.Game())
		at := slices.IndexFunc(l.Choices, func(c engine.Choice) bool { return declines[c.Kind] && c.Option == 0 })
		if at < 0 || at+1 == len(l.Choices) {
			continue
		}
		bad := *l
		bad.Choices = slices.Delete(slices.Clone(l.Choices), at, at+1)
		for name, replay := range map[string]func(engine.NewGame, *engine.Log, int) (engine.Game, error){"Replay": engine.Replay, "Verify": engine.Verify} {
			if g, err := replay(game.NewGame, &bad, len(bad.Choices)); err == nil {
				games.Close(g)
				t.Errorf("seed %d: %s replayed a log without its choice %d (%s, a decline)", seed, name, at+1, l.Choices[at].Kind)
			}
		}
		removed++
	}
	t.Logf("%d logs without a decline refused", removed)
	if removed < 3 {
		t.Fatalf("only %d games asked for a decline; the test wants 3", removed)
	}
}
