package cards

import "kindred/vtes"

// Dominica (Independent, aus for, capacity 3): as a +1 stealth action,
// search her Methuselah's library for a master archetype card, reveal it
// and move it to the hand (vtes.Game.SearchLibraryToHand).
var _ = register(with(vampire(201671, "Dominica", 3, "Salubri", 7, "aus for",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label:  "search the library for a master archetype card",
		French: "chercher une carte de maître archétype dans la bibliothèque",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.SearchLibraryToHand(p.Seat, func(c *vtes.Card) bool {
				return c.Def.Types.Has(vtes.Master) && c.Def.Archetype
			})
		}}}}))
