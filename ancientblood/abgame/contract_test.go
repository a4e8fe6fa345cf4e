package abgame_test

import (
	"testing"

	"kindred/ancientblood/abgame"
	"kindred/games/gametest"
)

// TestContract runs the contract every game plugged into Kindred runs
// (games/gametest, docs/TESTING.md).
func TestContract(t *testing.T) {
	gametest.Run(t, abgame.Game{}, gametest.Options{Games: 6, InvariantGames: 12})
}
