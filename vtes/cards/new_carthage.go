package cards

import "kindred/vtes"

// New Carthage: unique location; titled Brujah get +1 bleed and +1
// vote, Ventrue -1 vote, whoever controls them; a vampire's net
// negative votes count as none (group G00146).
var _ = register(&vtes.CardDef{ID: 101277, Name: "New Carthage", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Brujah"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true, AnyController: true,
		Bleed: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if isBrujah(m) && g.TitleOf(m) != vtes.NoTitle {
				return 1
			}
			return 0
		},
		Votes: func(g *vtes.Game, _, m *vtes.Card) int {
			switch {
			case isBrujah(m) && g.TitleOf(m) != vtes.NoTitle:
				return 1
			case m.Def.Clan == "Ventrue":
				return -1
			}
			return 0
		}}})
