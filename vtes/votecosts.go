package vtes

import "kindred/engine"

// Votes that depend on their side and votes that cost blood (rules/vtes.md
// §5.2, §5.3): "+2 votes when casting votes against blood hunt
// referendums" (Static.SideVotes), "vampires must burn 1 blood to cast
// votes and ballots against referendums called by this vampire"
// (Static.AgainstCost), and a vampire forced to abstain (Abstain).

var msgVoteCost = engine.NewMsg("vtes.vote-cost", "{0} burns {1} blood to vote against.", "{0} brûle {1} sang pour voter contre.")

// VotesOn returns the votes vampire v casts on one side: Votes plus the
// side bonuses of v and the cards on it.
func (g *Game) VotesOn(v *Card, forSide bool) int {
	n := g.Votes(v)
	if !v.IsVampire() || !v.Ready() || v.Contested {
		return n
	}
	return n + g.sumBonusOf(bonusSideVotes, v, func(c *Card) int { return c.Def.Static.SideVotes(g, v, forSide) })
}

// VoteCost is the blood vampire v must burn to cast its votes and ballot
// on that side of the referendum r: the AgainstCost of r's caller and the
// cards on it, for votes against, its own or a card's cast in its name
// (CastVotesWith); paid once, with its first votes against.
func (g *Game) VoteCost(r *Referendum, v *Card, forSide bool) int {
	if forSide || r == nil || r.Caller == nil || !v.IsVampire() {
		return 0
	}
	for _, b := range r.Ballots {
		if b.Vampire == v && !b.For {
			return 0 // paid as it first voted against
		}
	}
	n := 0
	g.eachHooked(hookAgainstCost, r.Caller, func(c *Card) {
		if !c.Contested {
			n += c.Def.Static.AgainstCost
		}
	})
	return n
}

// payVoteCost burns the blood v pays to vote on a side (VoteCost).
func (g *Game) payVoteCost(r *Referendum, v *Card, forSide bool) {
	if n := g.VoteCost(r, v, forSide); n > 0 {
		g.loseBlood(v, n)
		g.note(msgVoteCost.With(cardArg(v), intArg(n)))
	}
}

// Abstain forces vampire v to abstain in the referendum being held: the
// votes and ballot it cast are removed (CancelBallot) and it casts none
// later.
func (g *Game) Abstain(v *Card) {
	r := g.refer
	if r == nil {
		return
	}
	g.CancelBallot(v)
	if !cardIDIn(v.ID, r.cast) {
		r.cast = append(r.cast, v.ID)
	}
}
