package rules

import (
	"kindred/engine"
	"kindred/heritage/pack"
)

// endGame scores the game (§4): missions, victory points, the ranking.
func (g *Game) endGame() {
	g.claimMissions()
	for s := range g.Players {
		g.Players[s].VP = g.victoryPoints(s)
		g.log(msgScore, engine.Int(s+1), engine.Int(g.Players[s].VP))
	}
	g.Ranking = g.rank()
	g.log(msgWinner, engine.Int(g.Ranking[0]+1))
}

// claimMissions gives each mission to the Lineage with the most
// non-torpid vampires of its attribute (§4.2): at least the minimum
// (§9.1 item 6); a tie counts each non-torpid Clan Head twice, then the
// Primogen decides.
func (g *Game) claimMissions() {
	for i := range g.Missions {
		m := &g.Missions[i]
		count := func(s int, headTwice bool) int {
			n := 0
			for _, v := range g.liveOf(s) {
				if g.HasAttr(v, m.Attribute) {
					n++
					if headTwice && g.Vamps[v].Head >= 0 {
						n++
					}
				}
			}
			return n
		}
		tied := g.best(func(s int) int { return count(s, false) })
		// With minimum 0 a mission is claimed even on 0 vampires, the
		// tiebreaks deciding among everyone.
		if count(tied[0], false) < g.Opts.MissionMinimum {
			g.log(msgMissionNone, engine.Str(m.Name))
			continue
		}
		if len(tied) > 1 {
			sub := g.best(func(s int) int {
				if !containsInt(tied, s) {
					return -1
				}
				return count(s, true)
			})
			tied = sub
		}
		winner := tied[0]
		if len(tied) > 1 {
			winner = g.primogen(tied)
		}
		m.Claimer = winner
		g.Players[winner].Missions = append(g.Players[winner].Missions, i)
		g.log(msgMissionClaimed, engine.Int(winner+1), engine.Str(m.Name))
	}
}

// best returns the seats with the highest f, in seat order.
func (g *Game) best(f func(int) int) []int {
	var out []int
	top := 0
	for s := range g.Players {
		v := f(s)
		switch {
		case len(out) == 0 || v > top:
			out, top = []int{s}, v
		case v == top:
			out = append(out, s)
		}
	}
	return out
}

// victoryPoints adds seat's VP (§4.3): each board's points, +1 per
// Power and Favor, −1 per Infamy on non-torpid vampires, and in a base
// game its missions' VP.
func (g *Game) victoryPoints(s int) int {
	pl := &g.Players[s]
	vp := 0
	for i, b := range g.Boards {
		pts := b.score(g)[s]
		pl.BoardVP[i] = pts
		vp += pts
	}
	r := g.Pack.Rules.VP
	for _, v := range g.liveOf(s) {
		x := &g.Vamps[v]
		vp += r.Power*x.Power + r.Favor*x.Favors + r.Infamy*x.Infamy
	}
	for _, i := range pl.Missions {
		if g.Missions[i].Chronicle == nil {
			vp += g.Missions[i].VP
		}
	}
	return vp
}

// rank orders the seats (§4.4): most VP, then fewest missions claimed,
// then the Primogen, for every position (§4.4 [I]).
func (g *Game) rank() []int {
	left := make([]int, len(g.Players))
	for i := range left {
		left[i] = (g.First + i) % len(g.Players)
	}
	var out []int
	for len(left) > 0 {
		tied := []int{left[0]}
		for _, s := range left[1:] {
			a, b := &g.Players[s], &g.Players[tied[0]]
			switch {
			case a.VP > b.VP || (a.VP == b.VP && len(a.Missions) < len(b.Missions)):
				tied = []int{s}
			case a.VP == b.VP && len(a.Missions) == len(b.Missions):
				tied = append(tied, s)
			}
		}
		w := tied[0]
		if len(tied) > 1 {
			w = g.primogen(tied)
		}
		out = append(out, w)
		left = removeInt(left, w)
	}
	return out
}

// primogen consults the Primogen (§4.5): the tied players, in turn order
// from the first player (§9.1 item 21), each announce a different
// archetype; the character deck is shuffled and revealed until a card
// shows an announced archetype. The revealed cards go back and the deck
// is shuffled again [I]. With no such card in the deck (an empty deck),
// the first announcer wins [I].
func (g *Game) primogen(tied []int) int {
	n := len(g.Players)
	var order []int
	from := g.First
	if g.Opts.PrimogenSeatOrder {
		from = 0
	}
	for i := range n {
		if s := (from + i) % n; containsInt(tied, s) {
			order = append(order, s)
		}
	}
	taken := map[pack.Archetype]int{}
	for _, s := range order {
		g.begin(s, KindPrimogen, msgPrimogenPrompt.Text())
		for i, a := range pack.Archetypes {
			if _, ok := taken[a]; !ok {
				g.opt(int64(i), msgArchetype, value(string(a)))
			}
		}
		taken[pack.Archetypes[g.ask()]] = s
	}
	engine.ShuffleSlice(&g.rng, g.Deck)
	winner := order[0]
	for i := len(g.Deck) - 1; i >= 0; i-- {
		if s, ok := taken[g.cardAttrs(g.Deck[i]).Archetype]; ok {
			winner = s
			break
		}
	}
	engine.ShuffleSlice(&g.rng, g.Deck)
	g.log(msgPrimogen, engine.Int(winner+1))
	return winner
}
