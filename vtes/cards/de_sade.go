package cards

import "kindred/vtes"

// De Sade (Sabbat Archbishop of Paris, capacity 9): a vampire burns 1
// blood to cast votes and ballots against a referendum he called (§5.2;
// Game.VoteCost).
var _ = register(ofCity(with(vampire(200327, "De Sade", 9, "Ventrue antitribu", 5,
	"AUS DOM FOR PRE", vtes.Sabbat, vtes.Archbishop),
	vtes.Static{AgainstCost: 1}), "Paris"))
