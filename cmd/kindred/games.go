package main

import (
	"kindred/games"
	"kindred/vtes/carddb"
	"kindred/vtes/vtesgame"
)

// registry builds the registry of the games Kindred plays: the one place
// in the program that names them (docs/ARCHITECTURE.md, "How to add a
// game"). vtesCards is the official V:TES card list, or nil.
func registry(vtesCards *carddb.DB) *games.Registry {
	r, err := games.NewRegistry(
		vtesgame.New(vtesCards),
	)
	if err != nil {
		panic(err) // a programming error: two games of one name
	}
	return r
}
