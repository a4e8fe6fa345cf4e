package heritagegame_test

import (
	"testing"

	"kindred/games/gametest"
	"kindred/heritage/heritagegame"
)

// TestContract runs the contract every game plugged into Kindred runs
// (games/gametest) on Heritage with the demonstration pack.
func TestContract(t *testing.T) {
	gametest.Run(t, heritagegame.New(), gametest.Options{Games: 12, InvariantGames: 60})
}
