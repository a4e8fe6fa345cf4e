package cards

import "kindred/vtes"

var _ = register(vampire(201566, "Patrik Söderberg", 5, "Tremere", 6, "dom for tha AUS",
	vtes.Camarilla, vtes.NoTitle))
