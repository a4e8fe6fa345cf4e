package cards

import "kindred/vtes"

// Propaganda of the Deed: requires an Anarch; after the resolution of a
// successful directed action, put in play; its Methuselah can burn it
// during the polling of a political action for +2 votes (§5.3).
var _ = register(&vtes.CardDef{ID: 101496, Name: "Propaganda of the Deed",
	Types: vtes.ActionModifier, Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepAfterAction,
		Label: "put in play", French: "mettre en jeu",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.ActionSucceeded(g, p) && g.Action().Directed
		},
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling,
		Label: "burn: +2 votes", French: "brûler : +2 voix",
		Legal: vtes.Political,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			g.CastVotes(p.Seat, 2, g.ChooseVoteSide(p.Seat, 2))
		}}}}})
