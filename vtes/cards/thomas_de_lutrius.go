package cards

import "kindred/vtes"

// Thomas De Lutrius, primogen: his Methuselah burns 1 pool after he goes
// to torpor.
var _ = register(with(vampire(201366, "Thomas De Lutrius", 4, "Toreador", 4, "aus cel pre",
	vtes.Camarilla, vtes.Primogen),
	vtes.Static{OnTorpor: func(g *vtes.Game, c, v *vtes.Card) {
		if c == v {
			g.BurnPool(c.Controller, 1)
		}
	}}))
