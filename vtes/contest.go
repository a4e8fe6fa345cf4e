package vtes

// Contested cards (rules/vtes.md §10.1, §14 C13). A unique card entering
// play while another Methuselah controls a copy makes every copy
// contested: it is out of play (face down, no effect, not a target) until
// all other copies are yielded. Each unlock phase, the contesting
// Methuselah pays 1 pool per contested card or yields it (burns it).

// isContested reports whether a card is out of play in a contest.
func (g *Game) isContested(c *Card) bool { return c.Contested }

// setContested turns a card face down into a contest, or ends it.
func (g *Game) setContested(c *Card, on bool) {
	c.Contested = on
	g.changed(c)
	if on {
		c.Locked = true
	}
}

// enterPlay checks a unique card entering play under seat's control:
// another copy in play elsewhere starts a contest; a copy the seat
// already controls burns the newcomer (§14 C13). A vampire that stays face
// up may start a title contest (§10.2). It returns false when the card was
// burned.
func (g *Game) enterPlay(c *Card) bool {
	if !g.enterPlayUnique(c) {
		return false
	}
	g.minionEntered(c) // minionentered.go
	return true
}

// enterPlayUnique is enterPlay's contest of a unique card (§14 C13).
func (g *Game) enterPlayUnique(c *Card) bool {
	if !uniqueCard(c) || c.Printed() != nil && !c.Def.Unique { // notunique.go
		return true // a library card become a non-unique vampire (becomevampire.go)
	}
	// The cards in play from the game's table of zones, a byte a card:
	// most of the game's cards are out of play, and a card and its name
	// are far in memory.
	for id := nextInPlay(g.zones, 0); id >= 0; id = nextInPlay(g.zones, id+1) {
		o := g.cards[id]
		if o == c || o.Def.Name != c.Def.Name || mergedBase(o) {
			continue
		}
		if o.Controller == c.Controller {
			g.burn(c)
			return false
		}
		g.setContested(o, true)
		g.setContested(c, true)
		g.note(msgContest.With(cardArg(c)))
	}
	g.claimTitle(c)
	g.noteEntered(c) // enteredsince.go
	if c.IsVampire() {
		g.anarchArrived(c) // anarcharrives.go
	}
	return true
}

// contestsItself reports whether seat bringing card c into play would
// contest it with a copy seat already controls: a unique card (or a
// vampire) of that name in play under seat's control. Such a play or
// action is never offered ("you cannot voluntarily contest cards with
// yourself", rulebook, Deck Construction; §14 C13); enterPlay burns the
// newcomer only when an effect forces it in.
func (g *Game) contestsItself(seat int, c *Card) bool {
	return uniqueCard(c) && g.controlsCopy(seat, c)
}

func inPlayZone(z Zone) bool {
	return z == ZoneReady || z == ZoneTorpor || z == ZoneInPlay || z == ZoneAttached
}

// contests runs the unlock-phase payments of seat's contested cards,
// mine: the unlock phase's walk of seat's cards lists them.
func (g *Game) contests(seat int, mine []*Card) {
	for _, c := range mine {
		rivals := 0
		for _, o := range g.cards {
			if o != c && o.Def.Name == c.Def.Name && inPlayZone(o.Zone) && g.isContested(o) {
				rivals++
			}
		}
		if rivals == 0 {
			g.setContested(c, false)
			g.Unlock(c)
			g.note(msgContestWon.With(cardArg(c)))
			g.claimTitle(c) // face up again: it claims its title (§10.2)
			continue
		}
		// Paying with the last pool is legal, and ousts (A2, §14 C6).
		g.options()
		g.optionMsg(0, msgYieldCard, cardArg(c))
		g.optionMsg(1, msgPayContest, cardArg(c))
		if g.askCode(seat, kindYield, msgContested.With(cardArg(c))) == 1 {
			old := g.because(causeContest, c)
			g.burnPool(seat, 1)
			g.restoreCause(old)
		} else {
			g.note(msgYielded.With(cardArg(c)))
			g.burn(c)
		}
	}
}
