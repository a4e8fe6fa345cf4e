package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201551, "Inês Tristão", 6, "Tremere", 6, "aus dom pre THA",
	vtes.Camarilla, vtes.Prince),
	"Rio de Janeiro"))
