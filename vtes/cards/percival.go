package cards

import "kindred/vtes"

// Percival (Sabbat Archbishop of Guadalajara, aus dom FOR OBT POT, capacity 8): an archbishop's 2 votes (§9.8); no special ability.
var _ = register(ofCity(vampire(201518, "Percival", 8, "Lasombra", 5, "aus dom FOR OBT POT",
	vtes.Sabbat, vtes.Archbishop), "Guadalajara"))
