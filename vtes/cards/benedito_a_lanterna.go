package cards

import "kindred/vtes"

// Benedito, a Lanterna, baron of Fortaleza (Anarch, ani aus obf POT,
// capacity 6): no special ability.
var _ = register(ofCity(vampire(201524, "Benedito, a Lanterna", 6, "Nosferatu", 6,
	"ani aus obf POT", vtes.Anarch, vtes.Baron), "Fortaleza"))
