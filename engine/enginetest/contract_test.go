package enginetest_test

import (
	"testing"

	"kindred/engine/enginetest"
	"kindred/games/gametest"
)

// TestContract runs the contract every game plugged into Kindred runs
// (games/gametest) on Hoard.
func TestContract(t *testing.T) {
	gametest.Run(t, enginetest.Hoard{}, gametest.Options{Games: 40})
}
