package cards

import "kindred/vtes"

// Jenny Silver (Anarch, obf PRE PRO, capacity 5): no special ability.
var _ = register(vampire(201593, "Jenny Silver", 5, "Ministry", 6, "obf PRE PRO",
	vtes.Anarch, vtes.NoTitle))
