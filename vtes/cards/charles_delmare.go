package cards

import "kindred/vtes"

// Charles Delmare, Sabbat cardinal (cel DOM OBT POT, capacity 8): 3
// votes (§9.8); 1 optional press each combat (presses.go, §6.6).
var _ = register(with(vampire(201513, "Charles Delmare", 8, "Lasombra", 5, "cel DOM OBT POT",
	vtes.Sabbat, vtes.Cardinal),
	vtes.Static{Presses: vtes.EachCombat(1)}))
