package cards

import "kindred/vtes"

// Protected Resources, for 2 pool: put in play; a bleed against its
// Methuselah burns 2 pool at most, the bleed amount itself unchanged and
// every bleed modifier counted first ([TOM 19960413], [LSJ 20030211];
// bleedcap.go). After a minion its Methuselah controls successfully
// bleeds, it is burned; a bleed for 0 is not successful ([LSJ
// 20030701-1]; vtes.BleedSuccessful).
var _ = register(&vtes.CardDef{ID: 101500, Name: "Protected Resources", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2},
		Label: "put in play", French: "mettre en jeu", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true, BleedPoolCap: 2,
		AfterBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if c.Zone == vtes.ZoneInPlay && vtes.BleedSuccessful(a) {
				g.Burn(c)
			}
		}}})
