package cards

import "kindred/vtes"

// Sybren van Oosten, Prince of Rotterdam: after a referendum he called
// passes, he may unlock (§5.2).
var _ = register(with(ofCity(vampire(201570, "Sybren van Oosten", 7, "Ventrue", 6,
	"dom tha FOR PRE", vtes.Camarilla, vtes.Prince),
	"Rotterdam"),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterReferendum,
		Label: "unlock after his referendum passed", French: "se redresser après son référendum adopté",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return p.Source.Locked && p.Source.Ready() && a != nil && a.Referendum != nil &&
				a.Referendum.Passed && a.Referendum.Caller == p.Source
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.Unlock(p.Source) }}}}))
