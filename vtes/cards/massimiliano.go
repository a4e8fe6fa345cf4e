package cards

import "kindred/vtes"

var _ = register(with(ofCity(vampire(201602, "Massimiliano", 7, "Gangrel", 6, "pro ANI FOR",
	vtes.Anarch, vtes.Baron),
	"Belo Horizonte"),
	vtes.Static{Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}))
