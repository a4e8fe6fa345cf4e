package cards

import "kindred/vtes"

// Grażyna "Butcher" Olesińska (Sabbat bishop, Path of Caine, pro ANI THA, capacity 5): no special
// ability.
var _ = register(onPath(vtes.PathCaine, vampire(201755, "Grażyna \"Butcher\" Olesińska", 5, "Tzimisce", 6, "pro ANI THA",
	vtes.Sabbat, vtes.Bishop)))
