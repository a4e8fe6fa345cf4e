package cards

import "kindred/vtes"

// Adrino Manauara, Anarch baron of Manaus: 1 press each combat that he
// must use to continue the combat as soon as he can, only usable to
// continue it (mandatorypress.go; §6.6).
var _ = register(ofCity(with(vampire(201664, "Adrino Manauara", 8, "Tzimisce", 6, "pot ANI DOM PRO",
	vtes.Anarch, vtes.Baron),
	vtes.Static{MandatoryPresses: vtes.EachCombat(1)}), "Manaus"))
