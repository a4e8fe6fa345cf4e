package cards

import "kindred/vtes"

var _ = register(vampire(201711, "Braden White", 4, "Lasombra", 6, "dom obl pot", vtes.Camarilla, vtes.NoTitle))
