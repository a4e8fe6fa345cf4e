package cards

import (
	"iter"

	"kindred/vtes"
)

// Vast Wealth: put on a ready minion you control; while you control it,
// it may take a +1 stealth equip action [TOM 19960130] which, if
// successful [TOM 19951107], equips it with the first equipment card of
// your library from the top, requirements and cost applying, then
// shuffles the library (equipfromlibrary.go). Not usable by the minion
// when another Methuselah controls it [RTR 19951017].
var _ = register(&vtes.CardDef{ID: 102092, Name: "Vast Wealth", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "put on a ready minion you control", French: "mettre sur un serviteur disponible",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachOwnReadyMinion(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if m := g.ChooseMasterTargetAmong(p.Seat, eachOwnReadyMinion(g, p.Seat)); m != nil {
				enterOn(g, p.Card, m)
			}
		}}},
	Static: vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1,
		Label:  "equip with the first equipment of the library",
		French: "s'équiper du premier équipement de la bibliothèque",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Host(p.Card) == p.Minion && p.Card.Controller == p.Minion.Controller
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.EquipFromLibrary(p.Seat, p.Minion)
		}}}}})

// eachOwnReadyMinion walks the ready minions seat controls.
func eachOwnReadyMinion(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) { walkReady(g, seat, anyCard, yield) }
}
