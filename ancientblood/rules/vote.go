package rules

import (
	"slices"

	"kindred/engine"
)

// groupPhase reports whether the pending decision is the group's (§4.3:
// the hunters decide together): the next hunter, a story choice, who
// tests, the Ancient's slots, an effect's question.
func (g *Game) groupPhase() bool {
	switch g.phase {
	case phaseHunter, phaseChoice, phaseTester, phaseSlot, phaseEffect:
		return true
	}
	return false
}

// voters are the seats that vote for the group: every conscious,
// uncorrupted hunter's, in seat order (else seat 1 alone).
func (g *Game) voters() []int {
	if v := g.seatsOf(g.alive()); len(v) > 0 {
		return v
	}
	return []int{0}
}

// voting reports whether the pending decision is put to the group's vote
// (rules option group-choice "vote").
func (g *Game) voting() bool {
	return g.Opt.GroupChoice == "vote" && g.groupPhase() && len(g.voters()) > 1
}

// vote records the pending seat's vote; once every voter voted it
// returns the option taken (the most votes, a tie going to the earliest
// vote among the tied) and true, else it asks the next voter in seat
// order who has not voted.
func (g *Game) vote(option int) (int, bool) {
	g.votes = append(g.votes, option)
	g.voteSeats = append(g.voteSeats, g.pending.Seat)
	for _, s := range g.voters() {
		if !slices.Contains(g.voteSeats, s) {
			g.pending.Seat = s
			return 0, false
		}
	}
	count := map[int]int{}
	best := g.votes[0]
	for _, o := range g.votes {
		count[o]++
	}
	for _, o := range g.votes {
		if count[o] > count[best] {
			best = o
		}
	}
	g.log(msgVoted.With(engine.Int(count[best]), engine.Int(len(g.votes))))
	g.votes, g.voteSeats = nil, nil
	return best, true
}
