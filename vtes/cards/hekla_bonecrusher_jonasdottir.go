package cards

import "kindred/vtes"

// Hekla "Bonecrusher" Jónasdóttir (Sabbat, Path of Caine, cel POT THA, capacity 5): no special
// ability.
var _ = register(onPath(vtes.PathCaine, vampire(201756, "Hekla \"Bonecrusher\" Jónasdóttir", 5, "Banu Haqim", 6, "cel POT THA",
	vtes.Sabbat, vtes.NoTitle)))
