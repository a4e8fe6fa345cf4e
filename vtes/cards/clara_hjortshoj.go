package cards

import "kindred/vtes"

var _ = register(vampire(201669, "Clara Hjortshøj", 5, "Tzimisce", 6, "ani aus dom PRO", vtes.Anarch,
	vtes.NoTitle))
