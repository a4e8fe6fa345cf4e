package cards

import "kindred/vtes"

// Conceal: Ⓓ [obf] burn an equipment, [OBF] burn a location, directed
// at the Methuselah who controls it, not at the minion it is on ([LSJ
// 20090324], group G00036).
var _ = register(&vtes.CardDef{ID: 100391, Name: "Conceal", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: obf, Level: inf, Directed: true,
			Target: vtes.TargetInPlayCard, Label: "burn an equipment",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target != nil && p.Target.Def.Types.Has(vtes.Equipment)
			}, Resolve: burnTarget},
		{Kind: vtes.PlayAction, Disc: obf, Level: sup, Directed: true,
			Target: vtes.TargetInPlayCard, Label: "burn a location", Legal: targetLocation,
			Resolve: burnTarget},
	}})
