package vtes

// Vampires barred from voting in a referendum (rules/vtes.md §5.2, §5.3):
// "non-Camarilla vampires cannot cast votes or ballots during this
// referendum" (Closed Session). A barred vampire casts neither its votes
// nor its ballot, gets no votes tied to it, and plays no card in the
// polling; its Methuselah's other sources (the Edge, a political action
// card from the hand) are not the vampire's.

// BarVoters bars the vampires bar reports from casting votes or ballots
// for the rest of the current referendum.
func (g *Game) BarVoters(bar func(g *Game, v *Card) bool) {
	if r := g.refer; r != nil {
		r.barred = append(r.barred, bar)
	}
}

// VoteBarred reports whether vampire v may not cast votes or ballots in
// the current referendum.
func (g *Game) VoteBarred(v *Card) bool {
	r := g.refer
	if r == nil || v == nil {
		return false
	}
	if g.Expelled(v) { // expelled.go
		return true
	}
	for _, bar := range r.barred {
		if bar(g, v) {
			return true
		}
	}
	return false
}

// NoVoteCast reports whether no vote or ballot has been cast yet in the
// current referendum ("before votes and ballots are cast"): the calling
// card's own vote (§5.3) is all there is.
func NoVoteCast(g *Game, p *Play) bool {
	r := g.refer
	if r == nil {
		return false
	}
	card := 0
	if r.Card != nil {
		card = 1
	}
	return r.For == card && r.Against == 0 && r.PrisciFor == 0 && r.PrisciAgainst == 0 && len(r.Ballots) == 0
}

// unbarred keeps the minions not barred from voting.
func (g *Game) unbarred(ms []*Card) []*Card {
	if g.refer == nil || len(g.refer.barred) == 0 {
		return ms
	}
	var out []*Card
	for _, m := range ms {
		if !g.VoteBarred(m) {
			out = append(out, m)
		}
	}
	return out
}
