package cards

import (
	"slices"

	"kindred/vtes"
)

// Misdirection, for 1 pool: lock a minion.
var _ = register(&vtes.CardDef{ID: 101225, Name: "Misdirection", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "lock a minion",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(slices.Values(unlockedMinions(g)))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if m := g.ChooseMasterTarget(p.Seat, unlockedMinions(g)); m != nil {
				g.Lock(m)
			}
		}}}})

// unlockedMinions lists every unlocked minion in play, ready or in torpor.
func unlockedMinions(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range g.Living() {
		for _, m := range controlledMinions(g, s) {
			if !m.Locked {
				out = append(out, m)
			}
		}
	}
	return out
}
