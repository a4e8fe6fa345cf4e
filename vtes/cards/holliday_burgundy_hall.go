package cards

import "kindred/vtes"

var _ = register(vampire(201720, "Holliday \"Burgundy\" Hall", 5, "Hecata", 6, "aus FOR OBL", vtes.Independent, vtes.NoTitle))
