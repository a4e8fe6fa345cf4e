package cards

import "kindred/vtes"

// Aire of Elation: during a bleed: +1 bleed (+2 superior), and +1 more
// if this vampire is Toreador; limited whoever plays it, as every
// modifier raising a bleed (§14 C19).
var _ = register(&vtes.CardDef{ID: 100031, Name: "Aire of Elation", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: pre,
		Cost: vtes.Cost{Blood: 1}, Legal: vtes.DuringBleed},
		vtes.Effect{Label: "+1 bleed (+1 more if Toreador)", Bleed: 1, Resolve: aireToreador},
		vtes.Effect{Label: "+2 bleed (+1 more if Toreador)", Bleed: 2, Resolve: aireToreador})})

// aireToreador is Aire of Elation's "additional +1 bleed if this vampire
// is Toreador".
func aireToreador(g *vtes.Game, p *vtes.Play) {
	if p.Minion.Def.Clan == "Toreador" {
		addBleed(g, 1)
	}
}
