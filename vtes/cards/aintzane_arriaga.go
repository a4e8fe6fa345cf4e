package cards

import "kindred/vtes"

var _ = register(vampire(201708, "Aintzane Arriaga", 6, "Lasombra", 6, "DOM OBL POT", vtes.Camarilla, vtes.NoTitle))
