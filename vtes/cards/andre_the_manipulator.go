package cards

import "kindred/vtes"

// André the Manipulator: +2 hand size while he is ready (§1.5.3, §14 C8).
var _ = register(with(vampire(200081, "André the Manipulator", 6, "Gangrel", 5, "FOR PRO",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{HandSize: func(g *vtes.Game, c *vtes.Card) int {
		if c.Ready() {
			return 2
		}
		return 0
	}}))
