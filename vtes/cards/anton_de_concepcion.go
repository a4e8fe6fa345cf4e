package cards

import "kindred/vtes"

// Antón de Concepción (Sabbat Archbishop of Chicago): 1 optional maneuver
// during the first round of each combat, lost if unused then
// (firstround.go).
var _ = register(with(ofCity(vampire(200114, "Antón de Concepción", 9, "Lasombra", 4,
	"aus ANI DOM OBT POT", vtes.Sabbat, vtes.Archbishop), "Chicago"),
	vtes.Static{FirstRoundManeuvers: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}))
