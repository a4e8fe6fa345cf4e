package cards

import "kindred/vtes"

var _ = register(vampire(201709, "Araceli \"Celia\" Rivera", 3, "Lasombra", 6, "dom obl", vtes.Camarilla, vtes.NoTitle))
