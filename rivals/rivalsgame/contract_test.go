package rivalsgame_test

import (
	"testing"

	"kindred/games/gametest"
	"kindred/rivals/rivalsgame"
)

// TestContract runs the contract every game plugged into Kindred passes
// (games/gametest): the kernel's contract, determinism, replay, hidden
// information, invariants after every choice, the plug-in's promises and
// the golden playthrough (testdata/).
func TestContract(t *testing.T) {
	gametest.Run(t, rivalsgame.Game{}, gametest.Options{Games: 12, InvariantGames: 60})
}
