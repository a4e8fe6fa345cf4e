package cards

import "kindred/vtes"

var _ = register(vampire(201690, "Whisper", 5, "Tzimisce", 6, "pro ANI DOM", vtes.Anarch,
	vtes.NoTitle))
