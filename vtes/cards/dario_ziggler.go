package cards

import "kindred/vtes"

// Dario Ziggler (Anarch, ani pro tha FOR, capacity 5): no special ability.
var _ = register(vampire(201583, "Dario Ziggler", 5, "Gangrel", 6, "ani pro tha FOR",
	vtes.Anarch, vtes.NoTitle))
