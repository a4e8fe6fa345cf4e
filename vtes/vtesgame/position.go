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
func (*Game) ReadPosition(source string, data []byte) (engine.Game, error) {
	p, err := vtes.ReadPosition(string(data), cards.All())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	g := p.Start()
	if err := g.RunScript(p.Script()); err != nil {
		g.Close()
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	return g, nil
}
