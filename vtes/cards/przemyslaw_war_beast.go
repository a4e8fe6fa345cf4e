package cards

import "kindred/vtes"

// Przemysław, War Beast (Sabbat bishop, Path of Caine, cel tha ANI PRO, capacity 6): no special
// ability.
var _ = register(onPath(vtes.PathCaine, vampire(201768, "Przemysław, War Beast", 6, "Tzimisce", 6, "cel tha ANI PRO",
	vtes.Sabbat, vtes.Bishop)))
