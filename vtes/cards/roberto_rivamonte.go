package cards

import "kindred/vtes"

var _ = register(vampire(201683, "Roberto Rivamonte", 6, "Ravnos", 7, "ANI OBF PRE", vtes.Anarch,
	vtes.NoTitle))
