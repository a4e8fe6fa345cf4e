package cards

import "kindred/vtes"

var _ = register(vampire(201548, "Gelasia Fotiou", 6, "Malkavian", 6, "obf pre AUS DOM",
	vtes.Camarilla, vtes.NoTitle))
