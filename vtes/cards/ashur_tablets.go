package cards

import (
	"slices"

	"kindred/vtes"
)

// Ashur Tablets: one played each turn; put in play. When its Methuselah
// then controls three copies, every copy in play, anyone's, is removed
// from the game, they gain 3 pool and choose up to thirteen library cards
// of their ash heap, one to their hand (shown, [LSJ 20081129]) and the
// others shuffled into their library (ashrecall.go). No target is
// announced: the cards are chosen once the third copy is in play ([LSJ
// 20091030]); playable with an empty ash heap ([PIB 20130119]).
var _ = register(&vtes.CardDef{ID: 100106, Name: "Ashur Tablets", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return !g.Marked(int(p.Card.Def.ID)) },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkOnce(int(p.Card.Def.ID)) // one each turn
			vtes.PutInPlay(g, p)
			if ashurTabletsOf(g, p.Card.Def, p.Seat) >= 3 {
				ashurTablets(g, p)
			}
		}}}})

// ashurTabletsOf counts the copies of d seat controls in play.
func ashurTabletsOf(g *vtes.Game, d *vtes.CardDef, seat int) int {
	n := 0
	for _, id := range g.Methuselah(seat).InPlay {
		if g.Card(id).Def == d {
			n++
		}
	}
	return n
}

// ashurTablets is the third copy's effect: every copy in play removed
// from the game, 3 pool, up to thirteen library cards back from the ash
// heap.
func ashurTablets(g *vtes.Game, p *vtes.Play) {
	for s := range g.Seats() {
		var copies []*vtes.Card
		for _, id := range g.Methuselah(s).InPlay {
			if c := g.Card(id); c.Def == p.Card.Def {
				copies = append(copies, c)
			}
		}
		for _, c := range copies {
			g.RemoveFromGame(c)
			p.OutOfGame = p.OutOfGame || c == p.Card // not to the ash heap
		}
	}
	g.GainPool(p.Seat, 3)
	var chosen []*vtes.Card
	for len(chosen) < 13 {
		var left []*vtes.Card
		for _, c := range g.AshHeap(p.Seat) {
			if !c.Def.IsCrypt() && !slices.Contains(chosen, c) {
				left = append(left, c)
			}
		}
		if len(left) == 0 {
			break
		}
		c := g.ChooseOrNone(p.Seat, left)
		if c == nil {
			break
		}
		chosen = append(chosen, c)
	}
	if len(chosen) > 0 {
		g.RecallFromAsh(p.Seat, g.Choose(p.Seat, chosen), chosen)
	}
}
