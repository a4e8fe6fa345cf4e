package vtes

import "kindred/engine"

// A referendum against the titled ("in this referendum, each priscus gets
// -1 ballot, each non-priscus titled vampire gets -1 vote, and burning
// the Edge is worth 1 additional vote": Eat the Rich; rules/vtes.md §5.3,
// §5.4, §14 C30). The terms set Referendum.AgainstTitles as the
// referendum is called; a priscus's one ballot then counts for nothing,
// a titled vampire's votes fall by 1 (never below none, group G00146),
// and the Edge gives 2 votes.

// titledVotes is the change to vampire v's votes in referendum r: -1 for
// a titled vampire other than a priscus in a referendum against titles.
func (r *Referendum) titledVotes(g *Game, v *Card) int {
	if !r.AgainstTitles {
		return 0
	}
	if t := g.TitleOf(v); t != NoTitle && t != Priscus {
		return -1
	}
	return 0
}

// priscusBallots is the number of ballots a priscus casts in r.
func (r *Referendum) priscusBallots() int {
	if r.AgainstTitles {
		return 0
	}
	return 1
}

// edgeVotes is the number of votes burning the Edge gives in r.
func (r *Referendum) edgeVotes() int {
	if r.AgainstTitles {
		return 2
	}
	return 1
}

// edgeMsg is the option to burn the Edge in r: 1 vote, or 2.
func (r *Referendum) edgeMsg() engine.Msg {
	if r.AgainstTitles {
		return msgVoteEdge2
	}
	return msgVoteEdge
}

var msgVoteEdge2 = engine.NewMsg("vtes.vote-edge-2", "Burn the Edge: 2 votes {0}", "Brûler l'Avantage : 2 voix {0}")
