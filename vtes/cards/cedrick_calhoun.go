package cards

import "kindred/vtes"

// Cedrick Calhoun goes to torpor after a political action he called
// fails.
var _ = register(with(vampire(201626, "Cedrick Calhoun", 7, "Nosferatu", 6, "pot ANI DOM OBF",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{RefereeFails: func(g *vtes.Game, c *vtes.Card) {
		if c.Ready() {
			g.ToTorpor(c)
		}
	}}))
