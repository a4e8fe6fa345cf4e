package vtes

// Blocks (rules/vtes.md §4.2, §4.3, §14 C28): who may block, the attempt,
// and the bidding of stealth against intercept.

// blockers lists the Methuselahs who may block, in order: the target of a
// directed action, or each of its targets clockwise (§14 C27); the prey,
// then the predator, of an undirected one.
func (g *Game) blockers(a *ActionState) []int {
	seat := a.Actor.Controller
	if a.Directed {
		return a.Defenders()
	}
	var out []int
	for _, s := range [2]int{g.Prey(seat), g.Predator(seat)} {
		if s != seat && (len(out) == 0 || out[0] != s) {
			out = append(out, s)
		}
	}
	return out
}

// blocks gives each eligible Methuselah the chance to block, until one
// succeeds or all decline.
func (g *Game) blocks(a *ActionState, seats []int) {
	for _, seat := range seats {
		var tried []*Card
		for g.stillActing(a) && !g.seats[seat].Ousted {
			g.options()
			g.option(msgNoBlock.Text(), -1)
			for _, id := range g.seats[seat].Ready {
				b := g.cards[id]
				if g.canBlock(b) && !cardIn(b, tried) {
					g.option(msgBlockWith.With(cardArg(b)), int64(b.ID))
				}
			}
			g.offerPlays(seat, StepBlockDecision, role{kinds: othersMayPlay(PlayReaction), minions: g.reactors(seat)})
			g.offerAbilities(seat, StepBlockDecision)
			code := g.askCode(seat, kindBlock, msgBlockAsk.With(cardArg(a.Actor), actionArg(g, a)))
			if code < 0 {
				g.note(msgDeclines.With(seatArg(seat)))
				break
			}
			var b *Card
			if code >= int64(len(g.cards)) || code&abilityFlag != 0 {
				g.execute(seat, code)
				// A card may make one of this seat's minions attempt now.
				if b, a.forcedBlock = a.forcedBlock, nil; b == nil || b.Controller != seat || !g.canBlock(b) {
					continue
				}
			} else {
				b = g.cards[code]
			}
			tried = append(tried, b)
			if g.attempt(a, b) {
				a.Blocked = true
				return
			}
		}
		if !g.stillActing(a) {
			return
		}
	}
}

// canBlock reports whether a minion may attempt a block: ready, unlocked
// or woken, in play (§4.2, §14 C3).
func (g *Game) canBlock(b *Card) bool {
	return b.Ready() && !b.Contested && (!b.Locked || b.Woken)
}

func cardIn(c *Card, cs []*Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// attempt runs one block attempt: the acting side may add stealth only
// while the blocker's intercept matches it, the blocking side intercept
// only while below; the block succeeds if intercept ≥ stealth when both
// stop (§4.3).
func (g *Game) attempt(a *ActionState, b *Card) bool {
	a.Blocker = b
	a.Intercept = g.staticIntercept(b, a)
	for _, x := range a.ExtraIntercept {
		if x.Minion == b {
			a.Intercept += x.N
		}
	}
	g.note(msgAttempts.With(cardArg(b), cardArg(a.Actor)))
	actingSeat := a.Actor.Controller
	for g.stillActing(a) && b.Ready() {
		var seat int
		var r role
		if a.Intercept >= a.Stealth {
			seat, r = actingSeat, role{kinds: []PlayKind{PlayModifier}, minions: []*Card{a.Actor}}
		} else {
			seat, r = b.Controller, role{kinds: []PlayKind{PlayReaction}, minions: []*Card{b}}
		}
		g.options()
		g.option(msgPass.Text(), -1)
		g.offerPlays(seat, StepBlockAttempt, r)
		g.offerAbilities(seat, StepBlockAttempt)
		code := g.askCode(seat, kindBid, msgBid.With(intArg(a.Stealth), intArg(a.Intercept)))
		if code < 0 {
			break
		}
		g.execute(seat, code)
	}
	blocked := a.Intercept >= a.Stealth && b.Ready() && g.stillActing(a)
	if !blocked {
		a.Blocker, a.Intercept = nil, 0
		g.note(msgBlockFails.With(cardArg(b)))
	}
	return blocked
}
