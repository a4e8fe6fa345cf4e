package cards

import "kindred/vtes"

// Valeriya Zinovieva, Baron of Moscow: +1 strength.
var _ = register(with(ofCity(vampire(201614, "Valeriya Zinovieva", 7, "Brujah", 6,
	"cel pre pro POT", vtes.Anarch, vtes.Baron),
	"Moscow"),
	vtes.Static{Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}))
