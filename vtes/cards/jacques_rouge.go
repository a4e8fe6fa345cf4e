package cards

import "kindred/vtes"

// Jacques Rouge, baron of Versailles (Anarch, ani pot pre OBF, capacity 6): no special ability.
var _ = register(ofCity(vampire(201523, "Jacques Rouge", 6, "Nosferatu", 6, "ani pot pre OBF",
	vtes.Anarch, vtes.Baron), "Versailles"))
