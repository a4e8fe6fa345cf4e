package cards

import "kindred/vtes"

// America Johnson (Sabbat, vic AUS, capacity 4): no special ability.
var _ = register(vampire(201512, "America Johnson", 4, "Tzimisce", 5, "vic AUS",
	vtes.Sabbat, vtes.NoTitle))
