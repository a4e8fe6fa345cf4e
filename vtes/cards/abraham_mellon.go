package cards

import "kindred/vtes"

// Abraham Mellon (Camarilla Malkavian, capacity 8): plays the cards
// requiring a Tremere as if he were one (asclan.go, §1.5.4); while he is
// ready, his Methuselah gets +1 hand size.
var _ = register(with(vampire(201634, "Abraham Mellon", 8, "Malkavian", 6,
	"for tha AUS DOM OBF", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{AsClan: "Tremere",
		HandSize: func(g *vtes.Game, c *vtes.Card) int {
			if c.Ready() {
				return 1
			}
			return 0
		}}))
