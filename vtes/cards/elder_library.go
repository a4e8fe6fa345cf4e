package cards

import "kindred/vtes"

// Elder Library, for 1 pool: unique location; +1 hand size. Contested,
// it gives nothing ([ANK 20221028]).
var _ = register(&vtes.CardDef{ID: 100620, Name: "Elder Library", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{HandSize: func(g *vtes.Game, c *vtes.Card) int {
		if c.Contested {
			return 0
		}
		return 1
	}}})
