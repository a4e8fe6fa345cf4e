package cards

import "kindred/vtes"

// Carmelita Neillson: +1 hand size while she is ready.
var _ = register(with(vampire(201625, "Carmelita Neillson", 5, "Toreador", 7, "cel pre AUS",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{HandSize: func(g *vtes.Game, c *vtes.Card) int {
		if c.Ready() {
			return 1
		}
		return 0
	}}))
