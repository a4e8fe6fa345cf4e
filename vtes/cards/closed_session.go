package cards

import "kindred/vtes"

// Closed Session: requires a prince, justicar or Inner Circle member; in
// the polling of its political action, before votes and ballots are cast
// (the calling card's vote aside): non-Camarilla vampires cast no votes
// or ballots in this referendum.
var _ = register(&vtes.CardDef{ID: 100364, Name: "Closed Session", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar,
		vtes.InnerCircle}},
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling,
		Label: "non-Camarilla vampires cannot vote",
		Legal: vtes.All(vtes.Political, vtes.NoVoteCast),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.BarVoters(func(g *vtes.Game, v *vtes.Card) bool {
				return g.SectOf(v) != vtes.Camarilla
			})
		}}}})
