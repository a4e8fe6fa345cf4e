package cards

import "kindred/vtes"

var _ = register(vampire(201661, "\"Coach\" Tyrone Soros", 3, "Ministry", 6, "obf pre",
	vtes.Anarch, vtes.NoTitle))
