package main

import (
	"fmt"
	"os"

	"kindred/engine"
	"kindred/games"
)

// positions is implemented by a game whose positions can be written as
// text and played from (V:TES: docs/POSITIONS.md): kindred play
// --position starts a game at one, kindred replay --to N --position writes
// the one a log reaches, so that a game turns into a bug report in one
// command.
type positions interface {
	// WritePosition writes g's position as text.
	WritePosition(g engine.Game) ([]byte, error)
	// ReadPosition starts a game at the position data describes, source
	// naming it in errors.
	ReadPosition(source string, data []byte) (engine.Game, error)
}

// positionsOf returns game's positions, or an error saying it has none.
func positionsOf(game games.Game) (positions, error) {
	p, ok := game.(positions)
	if !ok {
		return nil, fmt.Errorf("%s has no positions as text", game.Name())
	}
	return p, nil
}

// positionTable starts a table at the position in file: its header names
// the game and the position's seats, and its games all start from the
// file (engine.Table makes one again to rewind).
func positionTable(game games.Game, file string, seed uint64) (*engine.Table, engine.Header, error) {
	p, err := positionsOf(game)
	if err != nil {
		return nil, engine.Header{}, err
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, engine.Header{}, err
	}
	g, err := p.ReadPosition(file, data)
	if err != nil {
		return nil, engine.Header{}, err
	}
	h := engine.Header{Game: game.Name(), Version: game.LogVersion(), Seed: seed, Seats: make([]string, g.Seats())}
	games.Close(g)
	for s := range h.Seats {
		h.Seats[s] = "position"
	}
	t, err := engine.NewTable(func(engine.Header) (engine.Game, error) { return p.ReadPosition(file, data) }, h)
	return t, h, err
}
