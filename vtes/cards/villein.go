package cards

import (
	"iter"

	"kindred/vtes"
)

// Villein: trifle; put on a vampire you control with blood and move 2
// to 5 of its blood to your pool, what it has if less ([LSJ
// 20100216]). Each Villein already on that vampire costs +1 pool, paid
// as the pool comes, and only if you can pay it ([LSJ 20020620], [ANK
// 20210714]). While it is in play, Minion Tap costs you +1 pool.
var _ = register(&vtes.CardDef{ID: 102121, Name: "Villein", Types: vtes.Master, Trifle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "put on a vampire: move 2 to 5 blood to your pool",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachVilleinHost(g, p))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := g.ChooseMasterTargetAmong(p.Seat, eachVilleinHost(g, p))
			if v == nil {
				return
			}
			extra := villeinsOn(g, v, p.Card.Def)
			n := g.LoseBlood(v, g.ChooseAmount(p.Seat, 2, 5))
			g.Attach(p.Card, v)
			g.GainPool(p.Seat, n)
			g.BurnPool(p.Seat, extra)
		}}},
	Static: vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
		if p.Card.Def == minionTap && p.Seat == c.Controller {
			return vtes.Cost{Pool: 1}
		}
		return vtes.Cost{}
	}}})

// villeinsOn counts the Villeins (d) on vampire v.
func villeinsOn(g *vtes.Game, v *vtes.Card, d *vtes.CardDef) int {
	n := 0
	for _, id := range v.Attached { // not attachedCards: Villein's Legal asks this of every vampire
		if g.Card(id).Def == d {
			n++
		}
	}
	return n
}

// eachVilleinHost walks the vampires p's Methuselah controls Villein p
// may go on: with blood, and no more Villeins on them than they can pay
// for.
func eachVilleinHost(g *vtes.Game, p *vtes.Play) iter.Seq[*vtes.Card] {
	seat, villein := p.Seat, p.Card.Def
	return func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(v *vtes.Card) bool {
			return v.Blood > 0 && villeinsOn(g, v, villein) <= g.Methuselah(seat).Pool
		}, yield)
	}
}
