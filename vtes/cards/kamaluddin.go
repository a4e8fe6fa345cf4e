package cards

import "kindred/vtes"

var _ = register(vampire(201713, "Kamaluddin", 6, "Lasombra", 6, "for pot DOM OBL", vtes.Camarilla, vtes.Primogen))
