package vtes

// Blocks (rules/vtes.md §4.2, §4.3, §14 C28): who may block, the attempt,
// and the bidding of stealth against intercept.

// blockers lists the Methuselahs who may block, in order: the target of a
// directed action, or each of its targets clockwise (§14 C27); the prey,
// then the predator, of an undirected one. Under
// legacy2005.multiTargetUndirected an action aimed at several Methuselahs
// is blocked as an undirected one (2005).
func (g *Game) blockers(a *ActionState) []int {
	seat := a.Actor.Controller
	if a.Directed && !(g.opts.MultiTargetUndirected && len(a.TargetSeats) > 1) {
		return a.Defenders()
	}
	out := a.blockerBuf[:0] // the action's own: no allocation per action
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
		var triedBuf [4]*Card // on the stack: asked for every block
		tried := triedBuf[:0]
		for g.stillActing(a) && !g.seats[seat].Ousted {
			code := int64(-1) // declines: not asked in the replay of a log (Foresee)
			if !g.unasked(seat, DecBlock) {
				code = g.askBlock(a, seat, tried)
			}
			if code < 0 {
				g.note(msgDeclines.With(seatArg(seat)))
				a.declined = append(a.declined, seat)
				break
			}
			var b *Card
			if isPlay(code) { // a reaction or an ability, not a minion (codes.go)
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
				a.BlockedWith = append([]CardID(nil), b.Attached...)
				return
			}
		}
		if !g.stillActing(a) {
			return
		}
	}
}

// askBlock asks seat whether to block a, with which minion not yet tried,
// or to play a card or use an ability first; -1 declines.
func (g *Game) askBlock(a *ActionState, seat int, tried []*Card) int64 {
	g.options()
	g.optionMsg(-1, msgNoBlock)
	g.cut(seat, DecBlock) // nothing reads the whole list (Game.cut)
	for _, id := range g.seats[seat].Ready {
		if g.enough() {
			break
		}
		b := g.cards[id]
		if g.canBlock(b) && !cardIn(b, tried) {
			// Its intercept against the action's stealth, in the
			// label and the prompt (issue 19; §4.3).
			if n := g.blockerIntercept(b, a); n > 0 {
				g.optionMsg(int64(b.ID), msgBlockWithIntercept, cardArg(b), intArg(n))
			} else {
				g.optionMsg(int64(b.ID), msgBlockWith, cardArg(b))
			}
		}
	}
	g.offerCardBlockers(a, seat, tried) // cardblocker.go
	g.offerPlays(seat, StepBlockDecision, role{kinds: kindsOthersReaction, lists: listsReactors, seat: seat})
	g.offerAbilities(seat, StepBlockDecision)
	g.cutting = false
	return g.askCode(seat, kindBlock, msgBlockAskStealth.With(cardArg(a.Actor), actionArg(g, a), intArg(a.Stealth)))
}

// canBlock reports whether a minion may attempt a block: ready, unlocked
// or woken, in play (§4.2, §14 C3), and not barred by an effect of the
// action (ActionState.CannotBlock).
func (g *Game) canBlock(b *Card) bool {
	if !b.Ready() || b.Contested || b.Locked && !b.Woken {
		return false
	}
	if g.noBlock(b) || g.Expelled(b) { // expelled.go
		return false
	}
	if a := g.action; a != nil {
		for _, f := range a.CannotBlock {
			if f(b) {
				return false
			}
		}
		if g.blockBanned(b, a.Actor) || !g.canPayBlock(a, b) { // blockbans.go, blockprice.go
			return false
		}
		if g.libraryTolls && len(g.seats[b.Controller].Library) == 0 && g.libraryToll(a.Actor) { // librarytoll.go
			return false
		}
	}
	return true
}

// FailAttempt ends the current block attempt as failed (§4.3: "the block
// fails"), whatever the stealth and intercept: the would-be blocker stays
// unlocked and may not try again this action (A4).
func (g *Game) FailAttempt() {
	if a := g.action; a != nil && a.Blocker != nil {
		a.attemptFailed = true
	}
}

// othersHelpBlock asks the Methuselahs who neither act nor block,
// clockwise, whether they use an ability of theirs at this block attempt once
// the blocker's side has stopped short: "give a minion +1 intercept"
// (WMRH Talk Radio) helps any minion, whoever controls it. It reports
// whether one was used. Only asked of a Methuselah with such an ability
// usable now.
func (g *Game) othersHelpBlock(a *ActionState, b *Card) bool {
	if !g.abilityAt(StepBlockAttempt) {
		return false
	}
	n := len(g.seats)
	for i := 1; i < n; i++ { // clockwise from the acting Methuselah
		s := (a.Actor.Controller + i) % n
		if s == a.Actor.Controller || s == b.Controller || g.seats[s].Ousted || g.unasked(s, DecBid) {
			continue
		}
		g.options()
		g.optionMsg(-1, msgPass)
		g.cut(s, DecBid)
		g.offerAbilities(s, StepBlockAttempt)
		g.cutting = false
		if g.nopts() < 2 {
			continue
		}
		if code := g.askCode(s, kindBid, msgBid.With(intArg(a.Stealth), intArg(a.Intercept))); code >= 0 {
			g.execute(s, code)
			return true
		}
	}
	return false
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
// stop (§4.3). Any of the blocking Methuselah's ready minions may play
// reactions during the attempt (§1.5.8, Organized Resistance); each card's
// Legal says whether it must be the blocker (Blocking).
func (g *Game) attempt(a *ActionState, b *Card) bool {
	a.Blocker, a.attemptFailed = b, false
	a.Intercept = g.blockerIntercept(b, a)
	g.note(msgAttempts.With(cardArg(b), cardArg(a.Actor)))
	if !IsCardBlocker(b) { // cardblocker.go: it pays no toll
		g.blockToll(a, b)   // titleholder.go
		if g.libraryTolls { // some card of the game has one (defNotes)
			g.payLibraryToll(a, b) // librarytoll.go
		}
		g.payBlockPrices(a, b) // blockprice.go
	}
	for i := 0; i < len(a.OnAttempt) && !a.attemptFailed; i++ {
		a.OnAttempt[i](g, b)
	}
	actingSeat := a.Actor.Controller
	for g.stillActing(a) && stillBlocking(b) && !a.attemptFailed {
		seat := actingSeat
		if a.Intercept < a.Stealth {
			seat = b.Controller
		}
		if g.unasked(seat, DecBid) { // passes: not asked in the replay of a log (Foresee)
			if seat == b.Controller && g.othersHelpBlock(a, b) {
				continue
			}
			break
		}
		var r role
		if a.Intercept >= a.Stealth {
			r = role{kinds: kindsModifier, lists: listsActor, act: a}
		} else {
			r = role{kinds: kindsReaction, lists: listsReactors, seat: b.Controller}
		}
		g.options()
		g.optionMsg(-1, msgPass)
		g.cut(seat, DecBid) // nothing reads the whole list (Game.cut)
		g.offerPlays(seat, StepBlockAttempt, r)
		g.offerAbilities(seat, StepBlockAttempt)
		g.cutting = false
		code := g.askCode(seat, kindBid, msgBid.With(intArg(a.Stealth), intArg(a.Intercept)))
		if code < 0 {
			if seat == b.Controller && g.othersHelpBlock(a, b) {
				continue
			}
			break
		}
		g.execute(seat, code)
	}
	blocked := a.Intercept >= a.Stealth && stillBlocking(b) && g.stillActing(a) && !a.attemptFailed
	if !blocked {
		if a.Intercept < a.Stealth && !a.attemptFailed {
			// Why: the stealth beat the intercept (§4.3; issue 19).
			g.note(msgBlockFailsBid.With(cardArg(b), intArg(a.Stealth), intArg(a.Intercept)))
		} else {
			g.note(msgBlockFails.With(cardArg(b)))
		}
		a.Blocker, a.Intercept, a.attemptFailed = nil, 0, false
		a.FailedBlockers = append(a.FailedBlockers, b)
	}
	return blocked
}
