package cards

import "kindred/vtes"

var _ = register(vampire(201657, "Anita Wainwright", 3, "Brujah", 6, "cel pre", vtes.Anarch,
	vtes.NoTitle))
