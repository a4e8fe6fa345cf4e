package cards

import "kindred/vtes"

// Joseph Fischer: Anarch Gangrel antitribu with no card text.
var _ = register(vampire(200723, "Joseph Fischer", 3, "Gangrel antitribu", 5, "PRO",
	vtes.Anarch, vtes.NoTitle))
