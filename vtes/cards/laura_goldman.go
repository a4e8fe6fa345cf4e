package cards

import "kindred/vtes"

// Laura Goldman (Anarch, cel pre, capacity 3): no special ability.
var _ = register(vampire(200816, "Laura Goldman", 3, "Brujah", 5, "cel pre",
	vtes.Anarch, vtes.NoTitle))
