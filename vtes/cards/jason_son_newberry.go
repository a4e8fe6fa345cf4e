package cards

import "kindred/vtes"

// Jason "Son" Newberry, primogen: +1 bleed; +2 votes when he casts his
// votes against a blood hunt referendum (§7.4 step 6).
var _ = register(with(vampire(201628, "Jason \"Son\" Newberry", 7, "Malkavian", 6,
	"pre AUS DOM OBF", vtes.Camarilla, vtes.Primogen),
	vtes.Static{Bleed: vtes.Always(1),
		SideVotes: func(g *vtes.Game, v *vtes.Card, forSide bool) int {
			if r := g.Referendum(); r != nil && r.BloodHunt && !forSide {
				return 2
			}
			return 0
		}}))
