package cards

import "kindred/vtes"

// Parijat, the Dark Oracle: while she is ready, minions burn the top card
// of their Methuselah's library to attempt to block wraith or zombie
// allies, and cannot with an empty library (librarytoll.go; [ANK
// 20260317]).
var _ = register(with(vampire(201726, "Parijat, the Dark Oracle", 7, "Hecata", 6,
	"AUS DOM FOR OBL", vtes.Independent, vtes.NoTitle),
	vtes.Static{LibraryToll: func(_ *vtes.Game, c, actor *vtes.Card) bool {
		return c.Ready() && vtes.IsWraithOrZombie(actor)
	}}))
