package cards

import "kindred/vtes"

// Rutor: Tzimisce get -1 intercept against him (§4.3).
var _ = register(with(vampire(201213, "Rutor", 7, "Tremere", 5, "pro vic AUS DOM THA",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{OpponentIntercept: func(g *vtes.Game, c, b *vtes.Card, a *vtes.ActionState) int {
		if b.Def.Clan == "Tzimisce" {
			return -1
		}
		return 0
	}}))
