package vtesgame_test

import (
	"testing"

	"kindred/games/gametest"
	"kindred/vtes/vtesgame"
)

// TestContract runs the contract every game plugged into Kindred runs
// (games/gametest) on V:TES, with the built-in decks: 200 games keep
// every invariant after every choice at 2 to 6 seats with both bots.
func TestContract(t *testing.T) {
	gametest.Run(t, vtesgame.New(nil), gametest.Options{Games: 21, InvariantGames: 200, HiddenGames: 24, GoldenDecisions: 150})
}
