package vtesgame

import (
	"kindred/engine"
	"kindred/games"
	"kindred/vtes"
)

var _ games.Passer = (*Game)(nil)

// Pass is the Pass of a window auto-pass may answer (vtes.Game.PassOption).
func (*Game) Pass(g engine.Game, d *engine.Decision) (int, bool) {
	return g.(*vtes.Game).PassOption(d)
}
