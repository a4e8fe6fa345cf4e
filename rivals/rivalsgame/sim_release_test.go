package rivalsgame_test

import (
	"encoding/json"
	"testing"

	"kindred/engine"
	"kindred/games"
	"kindred/games/gamesim"
	"kindred/rivals"
	"kindred/rivals/rivalsgame"
)

// A Rivals game is a games.Releaser: the shared simulator and benchmark
// (games/gamesim) release it once finished with.
var _ games.Releaser = (*rivals.Game)(nil)

// keptGame is Rivals whose games cannot be released: its states hide
// Release (and keep their invariants' check).
type keptGame struct{ rivalsgame.Game }

// NewGame makes a Rivals game that cannot be released.
func (k keptGame) NewGame(h engine.Header) (engine.Game, error) {
	g, err := k.Game.NewGame(h)
	if err != nil {
		return nil, err
	}
	return keptState{g}, nil
}

// keptState is a Rivals game without its Release.
type keptState struct{ engine.Game }

func (k keptState) CheckInvariants() error { return games.Check(k.Game) }

// TestSimReleasedGamesSameGames: the shared simulator releases each
// finished Rivals game, whose memory serves the next game made, on one
// worker or two at once: the statistics (every game's choices, result and
// ending, every invariant checked) are those of games never released.
func TestSimReleasedGamesSameGames(t *testing.T) {
	stats := func(g games.Game, workers int) string {
		t.Helper()
		r, err := gamesim.NewRunner(gamesim.Options{Game: g, Games: 16, Seed: 11, Seats: 4, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		st, err := r.Run()
		if err != nil {
			t.Fatal(err)
		}
		st.Speed = gamesim.Speed{}
		b, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	kept := stats(keptGame{}, 1)
	for _, workers := range []int{1, 2} {
		if got := stats(game, workers); got != kept {
			t.Errorf("%d workers, games released: statistics\n%s\nwant those of games kept\n%s", workers, got, kept)
		}
	}
}
