package cards

import "kindred/vtes"

var _ = register(vampire(201717, "Alek König", 3, "Hecata", 6, "OBL", vtes.Independent, vtes.NoTitle))
