package cards

import "kindred/vtes"

var _ = register(vampire(201723, "Monica Giovanni", 6, "Hecata", 6, "AUS FOR OBL", vtes.Independent,
	vtes.NoTitle))
