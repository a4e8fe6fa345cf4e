package cards

import "kindred/vtes"

// Yuri Kerezenski (Sabbat bishop, aus for vic ANI, capacity 5): a bishop's 1 vote (§9.8); no special ability.
var _ = register(vampire(201494, "Yuri Kerezenski", 5, "Tzimisce", 4, "aus for vic ANI",
	vtes.Sabbat, vtes.Bishop))
