package cards

import (
	"iter"

	"kindred/vtes"
)

// Aching Beauty, for 2 pool: put on a ready Toreador (requires one you
// control, §1.5.4); when that Toreador is blocked, the blocker's
// controller burns 1 pool before the block resolves, even if the action
// then ends (Change of Target, [RTR 19991206] [LSJ 20091125]); several
// add up [LSJ 19980225].
var _ = register(&vtes.CardDef{ID: 100018, Name: "Aching Beauty", Types: vtes.Master,
	Requires: vtes.Requirement{Clan: "Toreador"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2},
		Label: "put on a Toreador", French: "mettre sur un Toréador",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachTableToreador(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachTableToreador(g)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{OnBlocked: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Blocker != nil {
			g.BurnPool(a.Blocker.Controller, 1)
		}
	}}})

// eachTableToreador walks the ready Toreador of every Methuselah
// (Aching Beauty).
func eachTableToreador(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		for v := range eachReadyVampire(g) {
			if v.Def.Clan == "Toreador" && !yield(v) {
				return
			}
		}
	}
}
