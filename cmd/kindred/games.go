package main

import (
	"errors"

	"kindred/ancientblood/abgame"
	"kindred/games"
	"kindred/heritage/heritagegame"
	"kindred/rivals/rivalsgame"
	"kindred/vtes/carddb"
	"kindred/vtes/vtesgame"
)

// registry builds the registry of the games Kindred plays: the one place
// in the program that names them (docs/ARCHITECTURE.md, "How to add a
// game"). vtesCards is the official V:TES card list, or nil.
func registry(vtesCards *carddb.DB) *games.Registry {
	r, err := games.NewRegistry(
		vtesgame.New(vtesCards),
		heritagegame.FromEnv(),
		rivalsgame.Game{},
		abgame.FromEnv(),
	)
	if err != nil {
		panic(err) // a programming error: two games of one name
	}
	return r
}

// loadRegistry builds the registry for a command. With content, the
// command reads a user's own content (a deck-list file): the games then
// get what reading it needs, the V:TES card files of cardsDir (--cards,
// or $KINDRED_CARDS), when there are some (V:TES's deck lists need them,
// Rivals' do not); without, nothing is read from disk.
func loadRegistry(cardsDir string, content bool) (*games.Registry, error) {
	if !content {
		return registry(nil), nil
	}
	dir, err := carddb.Dir(cardsDir)
	if errors.Is(err, carddb.ErrNoCardDir) {
		// A game whose content needs no card files (Rivals' deck lists)
		// reads it; V:TES's ReadContent says it needs them.
		return registry(nil), nil
	}
	if err != nil {
		return nil, err
	}
	db, err := carddb.LoadDir(dir)
	if err != nil {
		return nil, err
	}
	return registry(db), nil
}

// serveCards loads the card files of cardsDir (--cards, or
// $KINDRED_CARDS) for the server, which reads pasted deck lists and shows
// card facts with them: without a card directory, it returns nil.
func serveCards(cardsDir string) (*carddb.DB, error) {
	dir, err := carddb.Dir(cardsDir)
	if errors.Is(err, carddb.ErrNoCardDir) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return carddb.LoadDir(dir)
}
