package cards

import "kindred/vtes"

// Ariane: -1 stealth during undirected actions (§4.1).
var _ = register(with(vampire(200132, "Ariane", 3, "Brujah", 5, "cel pot pre",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Stealth: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
		if a != nil && !a.Directed {
			return -1
		}
		return 0
	}}))
