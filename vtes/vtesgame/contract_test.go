package vtesgame_test

import (
	"testing"

	"kindred/games/gametest"
	"kindred/vtes/vtesgame"
)

// TestContract runs the contract every game plugged into Kindred runs
// (games/gametest) on V:TES, with the built-in decks: 200 games keep
// every invariant after every choice at 2 to 6 seats with both bots.
// They are tournament games: a casual game has no turn limit (rules/vtes.md
// §8.2), and random bots may never oust each other.
func TestContract(t *testing.T) {
	gametest.Run(t, vtesgame.New(nil), gametest.Options{Games: 21, InvariantGames: 200, HiddenGames: 24,
		GoldenDecisions: 150, Rules: map[string]string{"mode": "tournament"}})
}
