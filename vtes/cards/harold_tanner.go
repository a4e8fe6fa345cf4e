package cards

import "kindred/vtes"

// Harold Tanner: the controller of the minion in combat with him plays
// with an open hand, while that combat lasts (openhand.go).
var _ = register(with(vampire(200571, "Harold Tanner", 6, "Nosferatu", 4,
	"ani dom obf POT", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{OpenHand: func(g *vtes.Game, c *vtes.Card, seat int) bool {
		cs := g.Combat()
		return cs != nil && cs.Side(c) >= 0 && cs.Opponent(c).Controller == seat
	}}))
