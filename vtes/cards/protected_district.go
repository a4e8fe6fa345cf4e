package cards

import "kindred/vtes"

// notVotingFor: the minion has cast no votes for the referendum ([LSJ
// 20031115]: votes against cannot come from a vampire voting for).
func notVotingFor(g *vtes.Game, p *vtes.Play) bool {
	for _, b := range g.Referendum().Ballots {
		if b.Vampire == p.Minion && b.For {
			return false
		}
	}
	return true
}

// Protected District: requires a primogen; reduce a bleed against you
// by 3, or +3 votes against the referendum, which makes the primogen
// vote against with its own votes too; not by a primogen voting for
// (group G00159).
var _ = register(&vtes.CardDef{ID: 102214, Name: "Protected District", Types: vtes.Reaction,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Primogen}},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Step: vtes.StepAfterBlocks,
			Legal: vtes.DuringBleedAgainstYou}.Does(vtes.ReduceBleed(3)),
		{Kind: vtes.PlayReaction, Step: vtes.StepPolling, Label: "+3 votes against",
			Legal:   vtes.All(vtes.Political, notVotingFor),
			Resolve: func(g *vtes.Game, p *vtes.Play) { voteWith(g, p.Minion, 3, false) }},
	}})
