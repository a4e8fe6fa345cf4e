package cards

import "kindred/vtes"

// Absolute Tyranny, Path of Power and the Inner Voice, for 1 blood,
// needing Potence and Presence together: in the polling of a political
// action, the vampire playing it, acting (a modifier) or not (a
// reaction), gets +3 votes, cast with its own (§5.3); [POT][PRE] as well,
// and vampires who do not follow the Path of Power and the Inner Voice
// get -1 vote in this referendum, the votes they cast already included;
// net negative votes count as none (group G00146).
var _ = register(&vtes.CardDef{ID: 102308, Name: "Absolute Tyranny",
	Types: vtes.ActionModifier | vtes.Reaction, Requires: vtes.Requirement{Path: vtes.PathPower},
	Modes: tyrannyModes()})

// tyrannyModes are Absolute Tyranny's four ways: modifier and reaction,
// at each level.
func tyrannyModes() []vtes.Mode {
	var out []vtes.Mode
	for _, kind := range []vtes.PlayKind{vtes.PlayModifier, vtes.PlayReaction} {
		out = append(out, vtes.ByLevel(vtes.Mode{Kind: kind, Disc: pot, Also: pre,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPolling, Legal: vtes.Political},
			vtes.Effect{Label: "+3 votes", French: "+3 voix", Resolve: extraVotes(3)},
			vtes.Effect{Label: "+3 votes, others -1 vote", French: "+3 voix, les autres -1 voix",
				Resolve: all(extraVotes(3), outsidePathLoseVote)})...)
	}
	return out
}

// outsidePathLoseVote gives each ready vampire who does not follow the
// Path of Power and the Inner Voice -1 vote in this referendum
// (loseVoteWhere).
func outsidePathLoseVote(g *vtes.Game, p *vtes.Play) {
	loseVoteWhere(g, func(v *vtes.Card) bool { return !g.Follows(v, vtes.PathPower) })
}
