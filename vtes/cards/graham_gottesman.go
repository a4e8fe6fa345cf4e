package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(200533, "Graham Gottesman", 7, "Ventrue", 5, "obf pre tha DOM FOR",
	vtes.Camarilla, vtes.Prince), "Miami"))
