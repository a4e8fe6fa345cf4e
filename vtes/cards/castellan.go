package cards

import "kindred/vtes"

// Castellan (Independent, cel dom AUS FOR, capacity 6): +1 intercept
// during directed actions, -1 intercept during undirected ones (§4.2,
// §4.3).
var _ = register(with(vampire(201668, "Castellan", 6, "Salubri", 7, "cel dom AUS FOR",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Intercept: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
		switch {
		case m != source || a == nil:
			return 0
		case a.Directed:
			return 1
		}
		return -1
	}}))
