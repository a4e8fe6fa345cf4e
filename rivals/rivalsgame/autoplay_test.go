package rivalsgame_test

import (
	"errors"
	"testing"

	"kindred/engine"
	"kindred/rivals/rivalsgame"
)

// failingAt is a player that fails its n-th choice.
type failingAt struct {
	engine.Player
	n int
}

func (p *failingAt) Choose(v engine.View, d *engine.Decision) (int, error) {
	if p.n--; p.n == 0 {
		return 0, errors.New("no answer")
	}
	return p.Player.Choose(v, d)
}

// TestPlayoutAutoplaySameGames: engine.Playout asks the bots inside the
// rules of a Rivals game (engine.Autoplayer), and gives the same games as
// when it asks them itself (the game hidden behind the bare engine.Game
// interface): the same choices made, the same state, the same errors at a
// choice limit and from a player that fails.
func TestPlayoutAutoplaySameGames(t *testing.T) {
	type bare struct{ engine.Game } // no Autoplayer
	tests := []struct {
		name  string
		bot   string
		limit int
		fail  int // seat 0's choice that fails, 0 for none
	}{
		{"whole games", rivalsgame.BotHeuristic, 0, 0},
		{"whole games, random bots", rivalsgame.BotRandom, 0, 0},
		{"a choice limit", rivalsgame.BotHeuristic, 57, 0},
		{"a failing player", rivalsgame.BotHeuristic, 0, 9},
	}
	for _, tt := range tests {
		for i := range 6 {
			seed, seats := uint64(i+1), 2+i%3
			var made [2]int
			var errs [2]error
			var hashes [2]uint64
			for k := range 2 {
				g, err := rivalsgame.New(header(t, seed, seats))
				if err != nil {
					t.Fatal(err)
				}
				ps := players(t, seed, seats, tt.bot)
				if tt.fail > 0 {
					ps[0] = &failingAt{ps[0], tt.fail}
				}
				var played engine.Game = g
				if k == 1 {
					played = bare{g}
				}
				made[k], errs[k] = engine.Playout(played, ps, tt.limit)
				hashes[k] = g.Hash()
				g.Close()
			}
			if made[0] != made[1] || hashes[0] != hashes[1] || (errs[0] == nil) != (errs[1] == nil) ||
				errs[0] != nil && errs[0].Error() != errs[1].Error() {
				t.Errorf("%s, game %d: autoplayed %d choices (hash %x, %v), played %d (hash %x, %v)",
					tt.name, i, made[0], hashes[0], errs[0], made[1], hashes[1], errs[1])
			}
			switch {
			case tt.limit > 0 && (made[0] != tt.limit || !errors.Is(errs[0], engine.ErrChoiceLimit)):
				t.Errorf("%s, game %d: %d choices, %v; want %d and the choice limit", tt.name, i, made[0], errs[0], tt.limit)
			case tt.fail > 0 && errs[0] == nil:
				t.Errorf("%s, game %d: no error from the failing player", tt.name, i)
			case tt.limit == 0 && tt.fail == 0 && (errs[0] != nil || made[0] < 100):
				t.Errorf("%s, game %d: %d choices, %v", tt.name, i, made[0], errs[0])
			}
		}
	}
}
