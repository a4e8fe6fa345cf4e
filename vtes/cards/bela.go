package cards

import "kindred/vtes"

// Bela, Independent: cannot perform political actions, from a card in
// hand or a card in play (§3.5.8); -1 stealth on its actions (§4.3).
var _ = register(with(vampire(200186, "Bela", 3, "Malkavian", 5, "ani obf pro DEM",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{NoPolitical: true, Stealth: vtes.Always(-1)}))
