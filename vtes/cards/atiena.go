package cards

import "kindred/vtes"

// Atiena, baron of Mombasa (Anarch, obf pot pre CEL, capacity 6): no special ability.
var _ = register(ofCity(vampire(201579, "Atiena", 6, "Brujah", 6, "obf pot pre CEL",
	vtes.Anarch, vtes.Baron), "Mombasa"))
