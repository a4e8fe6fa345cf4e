package rivalsgame_test

import (
	"runtime"
	"slices"
	"testing"

	"kindred/engine"
	"kindred/rivals"
	"kindred/rivals/rivalsgame"
)

// TestReleasedGameServesTheNext: a released game's memory (its cards'
// room, its log's chunks: rivals/release.go) serves the next game made,
// and that game is the one a fresh game would be: the same hash, the same
// log, the same result, every invariant kept; and it allocates less.
func TestReleasedGameServesTheNext(t *testing.T) {
	var logs []*engine.Log
	for i := range 3 {
		seed := uint64(900 + i)
		h := header(t, seed, 2+i)
		tb, err := engine.NewTable(game.NewGame, h)
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.Run(tb, players(t, seed, len(h.Seats), rivalsgame.BotHeuristic), engine.RunOptions{MaxChoices: 200000}); err != nil {
			t.Fatal(err)
		}
		logs = append(logs, tb.Log())
		tb.Game().(*rivals.Game).Release()
	}
	replay := func(l *engine.Log) (*rivals.Game, uint64) {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		g, err := engine.Replay(game.NewGame, l, len(l.Choices))
		if err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		return g.(*rivals.Game), after.TotalAlloc - before.TotalAlloc
	}
	for i, l := range logs {
		runtime.GC() // twice: the pool of released rooms is emptied
		runtime.GC()
		fresh, freshBytes := replay(l)
		hash, result := fresh.Hash(), fresh.Result()
		texts, _ := fresh.Events()
		fresh.Release()
		reused, reusedBytes := replay(l)
		if reused.Hash() != hash || reused.Result().Reason != result.Reason || !slices.Equal(reused.Result().Winners, result.Winners) {
			t.Errorf("log %d: the game made from a released one ends differently", i)
		}
		if rt, _ := reused.Events(); !slices.Equal(rt, texts) {
			t.Errorf("log %d: the game made from a released one logs differently", i)
		}
		if err := reused.CheckInvariants(); err != nil {
			t.Errorf("log %d: %v", i, err)
		}
		if reusedBytes+40<<10 > freshBytes {
			t.Errorf("log %d: a replay after a release allocated %d bytes, after none %d", i, reusedBytes, freshBytes)
		}
		reused.Release()
	}
}
