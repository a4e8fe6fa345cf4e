package cards

import "kindred/vtes"

// Emily Carson, Camarilla primogen: during her Methuselah's discard
// phase, they can burn the Edge to unlock her (as Kalinda's, in the
// discard phase).
var _ = register(with(vampire(200421, "Emily Carson", 5, "Ventrue", 5, "for pre DOM",
	vtes.Camarilla, vtes.Primogen),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase,
		Label: "burn the Edge: unlock Emily Carson", French: "brûler l'Avantage : redresser Emily Carson",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Edge == p.Seat && p.Source.Ready() && p.Source.Locked
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Edge = -1
			g.Unlock(p.Source)
		}}}}))
