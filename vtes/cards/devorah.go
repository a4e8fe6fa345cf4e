package cards

import "kindred/vtes"

// Devorah (Sabbat, Path of Cathari): +1 stealth while her Methuselah has
// 5 pool or less.
var _ = register(onPath(vtes.PathCathari, with(vampire(201748, "Devorah", 5, "Brujah", 6,
	"cel for pot PRE", vtes.Sabbat, vtes.NoTitle),
	vtes.Static{Stealth: func(g *vtes.Game, _, m *vtes.Card, _ *vtes.ActionState) int {
		if g.Methuselah(m.Controller).Pool <= 5 {
			return 1
		}
		return 0
	}})))
