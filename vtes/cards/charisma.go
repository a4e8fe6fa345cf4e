package cards

import (
	"iter"

	"kindred/vtes"
)

// Charisma: unique, put on a ready vampire its Methuselah controls
// (choosing is targeting, [LSJ 20031010]); recruiting an ally costs that
// vampire 1 blood or pool less.
var _ = register(&vtes.CardDef{ID: 100332, Name: "Charisma", Types: vtes.Master, Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a ready vampire",
		French: "placer sur un vampire disponible",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachOwnReadyVampire(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachOwnReadyVampire(g, p.Seat)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
		if p.Minion == nil || p.Minion != g.Host(c) || !p.Card.Def.Types.Has(vtes.Ally) {
			return vtes.Cost{}
		}
		return costLessOne(p.Mode.Cost)
	}}})

// eachOwnReadyVampire walks the ready vampires seat controls.
func eachOwnReadyVampire(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, seat, func(c *vtes.Card) bool { return c.IsVampire() }, yield)
	}
}
