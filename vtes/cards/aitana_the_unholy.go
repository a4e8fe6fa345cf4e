package cards

import "kindred/vtes"

// Aitana, The Unholy (Sabbat, Path of Death and the Soul): no special ability.
var _ = register(onPath(vtes.PathDeathAndTheSoul, vampire(201737, "Aitana, The Unholy", 6, "Hecata", 6,
	"for tha AUS OBL", vtes.Sabbat, vtes.NoTitle)))
