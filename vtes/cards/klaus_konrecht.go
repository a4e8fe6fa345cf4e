package cards

import "kindred/vtes"

// Klaus Konrecht, Sabbat cardinal (for pot AUS CEL PRE, capacity 8): a
// cardinal's 3 votes (§9.8, §14 C31); no other ability.
var _ = register(vampire(200787, "Klaus Konrecht", 8, "Toreador antitribu", 4,
	"for pot AUS CEL PRE", vtes.Sabbat, vtes.Cardinal))
