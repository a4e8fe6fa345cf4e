package cards

import "kindred/vtes"

// Kalinda (group 6), Camarilla primogen: during her Methuselah's turn,
// they can burn the Edge to unlock her; offered between actions of the
// minion phase, when an unlocked Kalinda can act again (§3.4).
var _ = register(with(vampire(201596, "Kalinda", 6, "Banu Haqim", 6, "tha CEL OBF",
	vtes.Camarilla, vtes.Primogen),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase,
		Label: "burn the Edge: unlock Kalinda", French: "brûler l'Avantage : redresser Kalinda",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Active == p.Seat && g.Edge == p.Seat && p.Source.Ready() && p.Source.Locked
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Edge = -1
			g.Unlock(p.Source)
		}}}}))
