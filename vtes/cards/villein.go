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
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire: move 2 to 5 blood to your pool",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachVilleinHost(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := g.ChooseMasterTargetAmong(p.Seat, eachVilleinHost(g, p.Seat))
			if v == nil {
				return
			}
			extra := villeinsOn(g, v)
			n := g.LoseBlood(v, g.ChooseAmount(p.Seat, 2, 5))
			g.Attach(p.Card, v)
			g.GainPool(p.Seat, n)
			g.BurnPool(p.Seat, extra)
		}}},
	Static: vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
		if p.Card.Def.ID == 101217 && p.Seat == c.Controller { // Minion Tap
			return vtes.Cost{Pool: 1}
		}
		return vtes.Cost{}
	}}})

// villeinsOn counts the Villeins on vampire v.
func villeinsOn(g *vtes.Game, v *vtes.Card) int {
	n := 0
	for _, id := range v.Attached { // not attachedCards: Villein's Legal asks this of every vampire
		if g.Card(id).Def.ID == 102121 {
			n++
		}
	}
	return n
}

// eachVilleinHost walks the vampires seat controls a Villein may go on:
// with blood, and no more Villeins on them than seat can pay for.
func eachVilleinHost(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(v *vtes.Card) bool {
			return v.Blood > 0 && villeinsOn(g, v) <= g.Methuselah(seat).Pool
		}, yield)
	}
}
