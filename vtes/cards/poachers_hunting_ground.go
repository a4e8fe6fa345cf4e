package cards

import "kindred/vtes"

// Poacher's Hunting Ground: a master location, a derivative hunting
// ground. In its controller's unlock phase, up to X ready Anarchs they
// control each gain 1 blood, X the non-derivative hunting grounds the
// other Methuselahs control (huntinggroundcards.go); a vampire gains
// blood from one hunting ground a turn (huntingground.go). A contested
// card does nothing (§10.1).
var _ = register(&vtes.CardDef{ID: 101404, Name: "Poacher's Hunting Ground", Types: vtes.Master,
	Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) {
		seat := c.Controller
		if c.Contested {
			return
		}
		x := 0
		for _, s := range others(g, seat) {
			x += g.NonDerivativeGrounds(s)
		}
		for range x {
			v := g.ChooseOrNone(seat, g.HungryAnarchs(seat))
			if v == nil {
				return
			}
			g.FeedFromGround(v)
		}
	}}})
