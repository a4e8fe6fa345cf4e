package cards

import "kindred/vtes"

// Ángel Guerrero, baron of Ciudad Juárez (Anarch, ANI DOM PRO, capacity 7): no special ability.
var _ = register(ofCity(vampire(201665, "Ángel Guerrero", 7, "Tzimisce", 6, "ANI DOM PRO",
	vtes.Anarch, vtes.Baron), "Ciudad Juárez"))
