package cards

import "kindred/vtes"

// Gangrel Revel, for 1 pool, requires a Gangrel: unique; in play,
// Gangrel its Methuselah controls get +1 strength. Non-Ravnos minions
// can burn it as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 100807, Name: "Gangrel Revel", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{Clan: "Gangrel"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true, Burnable: true,
		Strength: func(g *vtes.Game, _, m *vtes.Card) int {
			if m.IsVampire() && m.Def.Clan == "Gangrel" {
				return 1
			}
			return 0
		},
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool {
			return actor.Def.Clan != "Ravnos"
		}}})
