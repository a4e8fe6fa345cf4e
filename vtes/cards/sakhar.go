package cards

import "kindred/vtes"

// Sakhar: as a +1 stealth action, search his Methuselah's library for an
// equipment card, reveal it and move it to the hand.
var _ = register(with(vampire(201685, "Sakhar", 6, "Salubri", 7, "dom AUS FOR",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label: "search the library for an equipment card", French: "chercher un équipement dans la bibliothèque",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.SearchLibraryToHand(p.Seat, func(c *vtes.Card) bool { return c.Def.Types.Has(vtes.Equipment) })
		}}}}))
