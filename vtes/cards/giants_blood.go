package cards

import (
	"iter"

	"kindred/vtes"
)

// Giant's Blood: one per game; a vampire in play (not an uncontrolled
// one, [LSJ 20061109]) gains blood up to its capacity.
var _ = register(&vtes.CardDef{ID: 100824, Name: "Giant's Blood", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "a vampire fills up to capacity",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !g.MarkedOncePerGame(p.Card.Def.ID) && masterTargetable(g, p, 1).among(eachVampireInPlay(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkOncePerGame(p.Card.Def.ID)
			if v := g.ChooseMasterTargetAmong(p.Seat, eachVampireInPlay(g)); v != nil {
				g.AddBlood(v, g.Capacity(v)-v.Blood)
			}
		}}}})

// eachVampireInPlay walks every vampire controlled in play, ready or in
// torpor.
func eachVampireInPlay(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) { walkLivingVampires(g, anyCard, yield) }
}
