package vtesgame

import (
	"fmt"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Positions as text (docs/POSITIONS.md), for kindred play --position and
// kindred replay --position: a game turned into a bug report and back.

// WritePosition writes g's position as text.
func (*Game) WritePosition(g engine.Game) ([]byte, error) {
	vg, ok := g.(*vtes.Game)
	if !ok {
		return nil, fmt.Errorf("not a V:TES game")
	}
	return []byte(vtes.WritePosition(vg)), nil
}

// ReadPosition starts a game at the position data describes, source
// naming it in errors; the script that follows the position, if any, is
// played.
func (*Game) ReadPosition(source string, data []byte) (_ engine.Game, err error) {
	p, err := vtes.ReadPosition(string(data), cards.All())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	defer func() {
		// A bug of the rules the position meets is an error here, as a
		// replay's is, not a crash of the command.
		if r := recover(); r != nil {
			re, ok := r.(*vtes.RulesError)
			if !ok {
				panic(r)
			}
			err = fmt.Errorf("%s: %w", source, re)
		}
	}()
	g := p.Start()
	if err := g.RunScript(p.Script()); err != nil {
		g.Close()
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	return g, nil
}
