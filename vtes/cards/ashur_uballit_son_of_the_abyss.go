package cards

import "kindred/vtes"

// Ashur-uballit, Son of the Abyss (Sabbat cardinal, Path of Death and the
// Soul): +1 bleed; while he is ready, the zombie allies his Methuselah
// recruits get +1 starting life (allyenters.go; no zombie retainer is
// implemented).
var _ = register(with(onPath(vtes.PathDeathAndTheSoul, vampire(201741,
	"Ashur-uballit, Son of the Abyss", 10, "Hecata", 6, "AUS DOM FOR OBL THA",
	vtes.Sabbat, vtes.Cardinal)),
	vtes.Static{
		Bleed: func(_ *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			return ownBonus(source, m, 1)
		},
		StartingLife: func(_ *vtes.Game, c, ally *vtes.Card) int {
			if c.Ready() && ally.Def.Zombie {
				return 1
			}
			return 0
		}}))
