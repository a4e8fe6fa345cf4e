package cards

import "kindred/vtes"

// Anxo Vilela (Sabbat, Path of Death and the Soul): +1 strength while his
// Methuselah has the Edge (§6.4).
var _ = register(with(onPath(vtes.PathDeathAndTheSoul, vampire(201740, "Anxo Vilela", 6,
	"Tremere", 6, "dom obl AUS THA", vtes.Sabbat, vtes.NoTitle)),
	vtes.Static{Strength: func(g *vtes.Game, source, m *vtes.Card) int {
		if m == source && g.Edge == source.Controller {
			return 1
		}
		return 0
	}}))
