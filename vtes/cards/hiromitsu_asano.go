package cards

import "kindred/vtes"

var _ = register(vampire(201719, "Hiromitsu Asano", 4, "Hecata", 6, "aus for obl", vtes.Independent, vtes.NoTitle))
