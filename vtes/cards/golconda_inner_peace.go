package cards

import (
	"iter"

	"kindred/vtes"
)

// Golconda: Inner Peace: a vampire of capacity 8 or more in play (any
// Methuselah's; choosing is targeting, [LSJ 20031010]) is removed from
// the game, and its controller gains pool equal to its capacity; that
// Methuselah may burn 2 pool to cancel the card as it is played.
var _ = register(&vtes.CardDef{ID: 100842, Name: "Golconda: Inner Peace", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label:  "remove a vampire of capacity 8 or more from the game",
		French: "retirer de la partie un vampire de capacité 8 ou plus",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachElder(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := g.ChooseMasterTargetAmong(p.Seat, eachElder(g))
			if v == nil {
				return
			}
			seat := v.Controller
			if g.Methuselah(seat).Pool >= 2 && g.YesNo(seat, p.Card) {
				g.BurnPool(seat, 2)
				vtes.CancelResolving(g, p) // aftercancel.go
				return
			}
			capacity := g.Capacity(v)
			g.RemoveFromGame(v)
			g.GainPool(seat, capacity)
		}}}})

// eachElder walks the vampires in play of capacity 8 or more.
func eachElder(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkLivingVampires(g, func(v *vtes.Card) bool { return g.Capacity(v) >= 8 }, yield)
	}
}
