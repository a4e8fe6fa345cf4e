package cards

import "kindred/vtes"

// Alexander Silverson, Prince of Birmingham: a vampire burns 1 blood
// to cast votes and ballots against a referendum he called (§5.2).
var _ = register(ofCity(with(vampire(201530, "Alexander Silverson", 8, "Malkavian", 6,
	"pre AUS DOM OBF", vtes.Camarilla, vtes.Prince),
	vtes.Static{AgainstCost: 1}), "Birmingham"))
