package cards

import "kindred/vtes"

// Algirdas, The Solar Prophet (Sabbat bishop, Path of Caine): the strike
// cards of an opposing vampire younger than him (lower capacity) cost it
// 1 blood more (§14 C6: a cost modifier; as Djeneba's, for younger
// vampires only).
var _ = register(with(onPath(vtes.PathCaine, vampire(201738, "Algirdas, The Solar Prophet", 7,
	"Banu Haqim", 6, "pot ANI CEL THA", vtes.Sabbat, vtes.Bishop)),
	vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
		if p.Mode.Kind != vtes.PlayStrike || !opposes(g, c, p.Minion) ||
			!p.Minion.IsVampire() || !g.Younger(p.Minion, c) {
			return vtes.Cost{}
		}
		return vtes.Cost{Blood: 1}
	}}))
