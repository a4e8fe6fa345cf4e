package cards

import "kindred/vtes"

var _ = register(vampire(201689, "Trung Chau Pham", 3, "Ravnos", 7, "ANI", vtes.Anarch,
	vtes.NoTitle))
