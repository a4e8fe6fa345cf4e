package cards

import "kindred/vtes"

// The Khabar: Community, for 2 pool: unique; put in play; every Banu
// Haqim gets +1 stealth when bleeding; minions may burn it as a Ⓓ
// action, Tremere at +1 stealth.
var _ = register(&vtes.CardDef{ID: 101042, Name: "The Khabar: Community", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Global: true, AnyController: true,
		Stealth: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if m.Def.Clan == "Banu Haqim" && a != nil && a.IsBleed() {
				return 1
			}
			return 0
		},
		Burnable: true,
		BurnStealth: func(g *vtes.Game, c *vtes.Card, actor *vtes.Card) int {
			if actor.Def.Clan == "Tremere" {
				return 1
			}
			return 0
		}}})
