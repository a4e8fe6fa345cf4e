package cards

import "kindred/vtes"

// Luca Italicus (Sabbat Archbishop of Philadelphia): once each round of
// combat after the first, he can strike: 2R damage (firstround.go).
var _ = register(with(ofCity(vampire(200867, "Luca Italicus", 10, "Lasombra", 4,
	"tha DOM FOR NEC OBT POT", vtes.Sabbat, vtes.Archbishop), "Philadelphia"),
	vtes.Static{Strike: &vtes.StrikeSpec{Label: "2R damage", French: "2 dégâts à distance",
		Damage: 2, Ranged: true, AfterFirstRound: true}}))
