package cards

import "kindred/vtes"

// Abaddon: 1 optional maneuver and 1 optional press each combat (§6.3,
// §6.6).
var _ = register(with(vampire(201663, "Abaddon", 8, "Salubri", 7, "cel pot AUS DOM FOR",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Maneuvers: vtes.EachCombat(1), Presses: vtes.EachCombat(1)}))
