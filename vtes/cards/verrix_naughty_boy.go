package cards

import "kindred/vtes"

// Verrix, Naughty Boy (Sabbat bishop, Path of Cathari): +1 stealth during
// bleed actions.
var _ = register(onPath(vtes.PathCathari, with(vampire(201777, "Verrix, Naughty Boy", 7,
	"Ministry", 6, "cel obf pro AUS PRE", vtes.Sabbat, vtes.Bishop),
	vtes.Static{Stealth: func(_ *vtes.Game, _, _ *vtes.Card, a *vtes.ActionState) int {
		if a != nil && a.IsBleed() {
			return 1
		}
		return 0
	}})))
