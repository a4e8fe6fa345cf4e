package cards

import "kindred/vtes"

// Heart of Nizchetus, for 1 pool: unique equipment, equipped as a +1
// stealth action (§3.5.3). If the bearer is ready in its Methuselah's
// unlock phase, they can draw up to 3 cards without discarding, then move
// as many cards from their hand to the bottom of their library.
var _ = register(&vtes.CardDef{ID: 100903, Name: "Heart of Nizchetus", Types: vtes.Equipment,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) {
		seat := c.Controller
		bearer := g.Host(c)
		if bearer == nil || !bearer.Ready() || c.Contested {
			return
		}
		most := min(3, g.LibrarySize(seat))
		if most == 0 {
			return
		}
		n := g.ChooseAmount(seat, 0, most)
		g.Draw(seat, n)
		for range n {
			g.ToLibraryBottom(seat, g.Choose(seat, g.Hand(seat)))
		}
	}}})
