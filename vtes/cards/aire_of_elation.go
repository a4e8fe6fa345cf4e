package cards

import (
	"kindred/vtes"
)

// Aire of Elation: during a bleed: +1 bleed (+2 superior), and +1 more
// if this vampire is Toreador; limited whoever plays it, as every
// modifier raising a bleed (§14 C19).
var _ = register(&vtes.CardDef{ID: 100031, Name: "Aire of Elation", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1}, Bleed: 1,
			Label: "+1 bleed (+1 more if Toreador)", Legal: vtes.DuringBleed,
			Resolve: aireToreador},
		{Kind: vtes.PlayModifier, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 1}, Bleed: 2,
			Label: "+2 bleed (+1 more if Toreador)", Legal: vtes.DuringBleed,
			Resolve: aireToreador},
	}})

// aireToreador is Aire of Elation's "additional +1 bleed if this vampire
// is Toreador".
func aireToreador(g *vtes.Game, p *vtes.Play) {
	if p.Minion.Def.Clan == "Toreador" {
		addBleed(g, 1)
	}
}
