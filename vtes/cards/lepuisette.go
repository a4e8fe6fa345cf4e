package cards

import "kindred/vtes"

// L'Épuisette (Sabbat, aus cel pro, capacity 4): +1 bleed when the
// Methuselah she bleeds controls a ready Toreador (clan Toreador, not
// Toreador antitribu), counted as the bleed resolves (§3.5.1).
var _ = register(with(vampire(200800, "L'Épuisette", 4, "Toreador antitribu", 4, "aus cel pro",
	vtes.Sabbat, vtes.NoTitle),
	vtes.Static{Bleed: func(g *vtes.Game, _, _ *vtes.Card, a *vtes.ActionState) int {
		if a == nil || a.TargetSeat < 0 || !some(eachReadyOfClan(g, a.TargetSeat, "Toreador")) {
			return 0
		}
		return 1
	}}))
