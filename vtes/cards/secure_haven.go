package cards

import (
	"iter"

	"kindred/vtes"
)

// Secure Haven, for 1 pool: unique location, a haven; put on a minion
// its Methuselah controls, ready or in torpor [LSJ 20010610], without a
// haven. Other Methuselahs' actions cannot target that minion (cards on
// it stay targets, [TOM 19951208-1]); master cards targeting it cost 1
// more pool, to every Methuselah [TOM 19951208-1], not the effects of
// cards already in play [ANK 20221120]. It burns after the
// minion goes to torpor, unless contested [RTR 19960124].
var _ = register(&vtes.CardDef{ID: 101711, Name: "Secure Haven", Types: vtes.Master,
	Unique: true, Location: true, Haven: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put on a minion you control",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachHavenless(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if m := g.ChooseMasterTargetAmong(p.Seat, eachHavenless(g, p.Seat)); m != nil {
				enterOn(g, p.Card, m)
			}
		}}},
	Static: vtes.Static{Untargetable: true, MasterTargetCost: 1,
		OnTorpor: func(g *vtes.Game, c *vtes.Card, v *vtes.Card) {
			if !c.Contested && c.Zone == vtes.ZoneAttached {
				g.Burn(c)
			}
		}}})

// eachHavenless walks the minions seat controls, ready or in torpor,
// without a haven on them.
func eachHavenless(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkControlled(g, seat, func(m *vtes.Card) bool { return !g.HasHaven(m) }, yield)
	}
}
