package cards

import "kindred/vtes"

var _ = register(vampire(201727, "Peter St. John", 2, "Hecata", 6, "obl", vtes.Independent, vtes.NoTitle))
