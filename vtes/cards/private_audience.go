package cards

import "kindred/vtes"

// Private Audience: requires an archbishop, priscus, cardinal or regent;
// in the polling of its political action, before votes and ballots are
// cast (the calling card's vote aside): non-Sabbat vampires cast no votes
// or ballots in this referendum (votebars.go; as Closed Session). Not in
// a referendum passing automatically, which has no polling (group
// G00022).
var _ = register(&vtes.CardDef{ID: 101490, Name: "Private Audience", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Archbishop, vtes.Priscus,
		vtes.Cardinal, vtes.Regent}},
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling,
		Label: "non-Sabbat vampires cannot vote", French: "les vampires non-Sabbat ne peuvent pas voter",
		Legal:   vtes.All(vtes.Political, vtes.NoVoteCast),
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.BarVoters(notSabbat) }}}})

// notSabbat: vampire v is not of the Sabbat now (§9).
func notSabbat(g *vtes.Game, v *vtes.Card) bool { return g.SectOf(v) != vtes.Sabbat }
