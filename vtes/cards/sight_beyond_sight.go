package cards

import (
	"iter"

	"kindred/vtes"
)

// Sight Beyond Sight: unique, with the burn option (group G00092); put
// on a Salubri its Methuselah controls (choosing is targeting, [LSJ
// 20031010]), who gets +1 intercept (§4.3).
var _ = register(&vtes.CardDef{ID: 101780, Name: "Sight Beyond Sight", Types: vtes.Master,
	Unique: true, BurnOption: true, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a Salubri",
		French: "placer sur un Salubri",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachOwnSalubri(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachOwnSalubri(g, p.Seat)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{Intercept: vtes.Always(1)}})

// eachOwnSalubri walks the Salubri seat controls, ready or in torpor.
func eachOwnSalubri(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(v *vtes.Card) bool { return v.Def.Clan == "Salubri" }, yield)
	}
}
