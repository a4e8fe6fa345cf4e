package cards

import "kindred/vtes"

// El Monseñor (Sabbat, Path of Death and the Soul): no special ability.
var _ = register(onPath(vtes.PathDeathAndTheSoul, vampire(201749, "El Monseñor", 4, "Lasombra", 6,
	"dom OBL", vtes.Sabbat, vtes.NoTitle)))
