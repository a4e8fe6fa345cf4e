package cards

import "kindred/vtes"

// Mosfair (Sabbat, cel dom tha, capacity 4): Black Hand, a trait no card
// Kindred implements reads yet (§14 C45); no other ability.
var _ = register(vampire(201013, "Mosfair", 4, "Tremere antitribu", 4, "cel dom tha",
	vtes.Sabbat, vtes.NoTitle))
