package cards

import "kindred/vtes"

// Antediluvian Awakening: unique master put in play. In each Methuselah's
// unlock phase, that Methuselah burns 1 pool, unless they burn a vampire
// they control of capacity 4 or more, ready or in torpor, to burn this
// card.
var _ = register(&vtes.CardDef{ID: 100073, Name: "Antediluvian Awakening", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
		if c.Zone != vtes.ZoneInPlay {
			return
		}
		vs := collect(func(yield func(*vtes.Card) bool) {
			walkOwnVampires(g, seat, func(v *vtes.Card) bool { return g.Capacity(v) >= 4 }, yield)
		})
		if v := g.ChooseOrNone(seat, vs); v != nil {
			g.Burn(v)
			g.Burn(c)
			return
		}
		g.BurnPool(seat, 1)
	}}})
