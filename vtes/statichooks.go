package vtes

import (
	"fmt"
	"sync/atomic"
)

// Static hooks looked for on a minion and the cards on it (eachOn): "this
// vampire cannot block", "minions opposing this one get −1 strength", "as
// this minion is blocked…". The rules ask for them at every block, strike,
// target and reaction, and most games have no card with most of them: a
// game notes which hooks its cards have (Game.hooks, noteHooks), and
// eachHooked skips the walk of a hook no card of the game has. A Def's
// hooks, read for every card a game is made with, are kept in the Def
// once made (defStaticHooks).

// staticHook names a hook of Static that the rules look for on a minion
// and the cards on it (eachHooked).
type staticHook uint8

// The hooks eachHooked skips in a game with no card having them.
const (
	hookOnAnnounce staticHook = iota
	hookOnTargeted
	hookAggravatedAgainst
	hookCannotBlockActor
	hookOpponentIntercept
	hookOnBlocked
	hookAfterOwnTally
	hookStrikes
	hookOnTorpor
	hookOpponentHandSize
	hookImmuneFrom
	hookOpponentManeuverBan
	hookNoRecruit
	hookOnBlocks
	hookNoBlock
	hookOnOpponentPress
	hookOnRescued
	hookOpponentStrength
	hookRoundDamage
	hookTitleContestCost
	hookBlockToll
	hookNoBloodHunt
	hookAgainstCost
	hookUntargetable
	hookMasterTargetCost
	hookOpponentStrikeBan
	hookBarsDirected
	hookBarsReactions
	numStaticHooks // how many: 32 at most (Game.hooks)
)

// Game.hooks holds a bit for each hook.
var _ [32 - numStaticHooks]struct{}

// staticHooks is the set of d's hooks, a bit each (1 << staticHook).
func staticHooks(d *CardDef) uint32 {
	st := &d.Static
	return hookIf(hookOnAnnounce, st.OnAnnounce != nil) |
		hookIf(hookOnTargeted, st.OnTargeted != nil) |
		hookIf(hookAggravatedAgainst, st.AggravatedAgainst != nil) |
		hookIf(hookCannotBlockActor, st.CannotBlockActor != nil) |
		hookIf(hookOpponentIntercept, st.OpponentIntercept != nil) |
		hookIf(hookOnBlocked, st.OnBlocked != nil) |
		hookIf(hookAfterOwnTally, st.AfterOwnTally != nil) |
		hookIf(hookStrikes, st.Strikes != nil) |
		hookIf(hookOnTorpor, st.OnTorpor != nil) |
		hookIf(hookOpponentHandSize, st.OpponentHandSize != nil) |
		hookIf(hookImmuneFrom, st.ImmuneFrom != nil) |
		hookIf(hookOpponentManeuverBan, st.OpponentManeuverBan != nil) |
		hookIf(hookNoRecruit, st.NoRecruit) |
		hookIf(hookOnBlocks, st.OnBlocks != nil) |
		hookIf(hookNoBlock, st.NoBlock) |
		hookIf(hookOnOpponentPress, st.OnOpponentPress != nil) |
		hookIf(hookOnRescued, st.OnRescued != nil) |
		hookIf(hookOpponentStrength, st.OpponentStrength != nil) |
		hookIf(hookRoundDamage, st.RoundDamage != nil) |
		hookIf(hookTitleContestCost, st.TitleContestCost != nil) |
		hookIf(hookBlockToll, st.BlockToll != 0) |
		hookIf(hookNoBloodHunt, st.NoBloodHunt) |
		hookIf(hookAgainstCost, st.AgainstCost != 0) |
		hookIf(hookUntargetable, st.Untargetable) |
		hookIf(hookMasterTargetCost, st.MasterTargetCost != 0) |
		hookIf(hookOpponentStrikeBan, st.OpponentStrikeBan != nil) |
		hookIf(hookBarsDirected, st.BarsDirected != nil) |
		hookIf(hookBarsReactions, st.BarsReactions != nil)
}

// hookIf is hook h's bit (staticHooks) if has.
func hookIf(h staticHook, has bool) uint32 {
	if has {
		return 1 << h
	}
	return 0
}

// staticHooksMade marks a Def's kept hooks (CardDef.staticHooks) as made.
const staticHooksMade = 1 << 63

// defStaticHooks returns d's hooks (staticHooks), made at the first game
// that has the card and kept in the Def: noteHooks asks them of every card
// of every game made. Games made at once on other goroutines may make them
// at the same time: they write the same word. A Def changed after a game
// was made with it would keep stale hooks: CheckInvariants compares them
// with the Def's (checkHooks).
func defStaticHooks(d *CardDef) uint32 {
	w := atomic.LoadUint64(&d.staticHooks)
	if w&staticHooksMade == 0 {
		w = staticHooksMade | uint64(staticHooks(d))
		atomic.StoreUint64(&d.staticHooks, w)
	}
	return uint32(w)
}

// noteHooks notes the Static hooks of Def d, one of the game's cards' or
// one a card shows (noteCard, noteNewDef).
func (g *Game) noteHooks(d *CardDef) { g.hooks |= defStaticHooks(d) }

// hasHook reports whether some card of the game has hook h (noteHooks).
func (g *Game) hasHook(h staticHook) bool { return g.hooks&(1<<h) != 0 }

// eachHooked is eachOn(m, f) in a game where some card has hook h, which
// f looks for; in the others f could find nothing, and m and its cards
// are not walked.
func (g *Game) eachHooked(h staticHook, m *Card, f func(c *Card)) {
	if g.hasHook(h) {
		g.eachOn(m, f)
	}
}

// checkStaticHooks reports a card whose Def's kept Static hooks are not
// its Def's: the Def changed after they were kept (checkDefs).
func checkStaticHooks(c *Card) error {
	if defStaticHooks(c.Def) != staticHooks(c.Def) {
		return fmt.Errorf("%s (card %d): its Def changed after a game kept its hooks (defStaticHooks)", c.Def.Name, c.ID)
	}
	return nil
}

// checkHooksNoted reports a card whose Static hooks the game has not noted
// (noteHooks).
func (g *Game) checkHooksNoted(c *Card) error {
	if hooks := defStaticHooks(c.Def); g.hooks&hooks != hooks {
		return fmt.Errorf("%s (card %d) has hooks the game has not noted (noteHooks)", c.Def.Name, c.ID)
	}
	return nil
}
