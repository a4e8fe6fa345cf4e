package cards

import "kindred/vtes"

// Jürgen, The Libertine (Sabbat Archbishop of Mannheim, Path of
// Cathari): minions must burn 1 blood or life to attempt to block him
// (blockprice.go).
var _ = register(onPath(vtes.PathCathari, with(ofCity(vampire(201758, "Jürgen, The Libertine", 8,
	"Toreador", 6, "obf AUS CEL PRE", vtes.Sabbat, vtes.Archbishop), "Mannheim"),
	vtes.Static{OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Actor == c {
			g.RequireBlockPrice(vtes.BlockPrice{Blood: 1, OrLife: true})
		}
	}})))
