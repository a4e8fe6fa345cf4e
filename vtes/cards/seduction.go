package cards

import (
	"iter"

	"kindred/vtes"
)

// Seduction, played as the action is announced: [dom] choose a
// vampire younger than the acting one, [DOM] any vampire: it cannot
// block this action (group G00052).
var _ = register(&vtes.CardDef{ID: 101712, Name: "Seduction", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Step: vtes.StepAnnounced,
			Label: "a younger vampire cannot block",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return some(eachSeducible(g, p, true))
			},
			Resolve: seduce(true)},
		{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Step: vtes.StepAnnounced,
			Label: "a vampire cannot block",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return some(eachSeducible(g, p, false))
			},
			Resolve: seduce(false)},
	}})

// seducible lists the ready vampires Seduction may choose: other than the
// acting one, and younger than it when younger is set.
func seducible(g *vtes.Game, p *vtes.Play, younger bool) []*vtes.Card {
	return collect(eachSeducible(g, p, younger))
}

// seduce bars the vampire its player chooses from blocking the action.
func seduce(younger bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		v := g.Choose(p.Seat, seducible(g, p, younger))
		a := g.Action()
		a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b == v })
	}
}

// eachSeducible walks seducible.
func eachSeducible(g *vtes.Game, p *vtes.Play, younger bool) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(v *vtes.Card) bool {
			return v.IsVampire() && v != p.Minion && (!younger || g.Younger(v, p.Minion))
		}, yield)
	}
}
