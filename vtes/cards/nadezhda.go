package cards

import "kindred/vtes"

// Nadezhda (Sabbat, Path of Death and the Soul): no special ability.
var _ = register(onPath(vtes.PathDeathAndTheSoul, vampire(201765, "Nadezhda", 3, "Hecata", 6,
	"aus obl", vtes.Sabbat, vtes.NoTitle)))
