package cards

import "kindred/vtes"

// Aidan Lyle gets 1 optional press each combat (presses.go).
var _ = register(with(vampire(200025, "Aidan Lyle", 7, "Tremere", 5, "dom AUS CHI THA",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Presses: vtes.EachCombat(1)}))
