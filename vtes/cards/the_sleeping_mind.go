package cards

import (
	"iter"

	"kindred/vtes"
)

// The Sleeping Mind, for 1 blood, as the action is announced: [dom] a
// locked vampire chosen cannot block this action, even woken; [DOM]
// during this action, minions cannot unlock, after its resolution too,
// while wake effects stay playable ([PIB 20150703]; vtes/nounlock.go).
var _ = register(&vtes.CardDef{ID: 101805, Name: "The Sleeping Mind", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepAnnounced, Label: "a locked vampire cannot block",
			French: "un vampire incliné ne peut pas bloquer",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return some(eachLockedVampire(g, p.Minion))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Choose(p.Seat, collect(eachLockedVampire(g, p.Minion)))
				a := g.Action()
				a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b == v })
			}},
		{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepAnnounced, Label: "minions cannot unlock",
			French:  "les serviteurs ne peuvent pas se redresser",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.BarUnlocks() }},
	}})

// eachLockedVampire walks the locked vampires of the ready regions other
// than the acting one (locked by its action, it never blocks it).
func eachLockedVampire(g *vtes.Game, actor *vtes.Card) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return v.IsVampire() && v.Locked && v != actor
		}, yield)
	}
}
