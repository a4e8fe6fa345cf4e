package cards

import "kindred/vtes"

// Bituin, baron of Manila (Anarch, ani cel dom THA, capacity 6): no special ability.
var _ = register(ofCity(vampire(201525, "Bituin", 6, "Tremere", 6, "ani cel dom THA",
	vtes.Anarch, vtes.Baron), "Manila"))
