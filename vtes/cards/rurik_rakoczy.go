package cards

import "kindred/vtes"

// Rurik Rakoczy (Sabbat, aus ANI VIC, capacity 6): 1 optional press each
// combat (staticpresses.go, §6.6); +1 bleed while Ludmijla Rakoczy is
// ready, whoever controls her.
var _ = register(with(vampire(201519, "Rurik Rakoczy", 6, "Tzimisce", 5, "aus ANI VIC",
	vtes.Sabbat, vtes.NoTitle),
	vtes.Static{Presses: vtes.EachCombat(1),
		Bleed: func(g *vtes.Game, _, _ *vtes.Card, _ *vtes.ActionState) int {
			if some(eachReadyWhere(g, func(v *vtes.Card) bool {
				return v.Def == ludmijlaRakoczy && !v.Contested
			})) {
				return 1
			}
			return 0
		}}))
