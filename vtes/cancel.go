package vtes

import (
	"math/bits"
	"slices"
	"strconv"
)

// Cancelling a card as it is played (rules/vtes.md §14 C5): once a card
// from the hand is played and its cost paid, the other Methuselahs may
// play cards that cancel it ("cancel a master card as it is played").
// A cancelled card counts as played (the once-per-action limits, the
// master phase action it used) and its cost stays paid, but it has no
// effect; a cancelled strike card lets the minion choose its strike again.
// Action cards are cancelled as the action is announced, in this window
// too (actioncancel.go).

// Playing returns the card being played whose "as it is played" window
// is open, or nil: what a cancelling card's Legal inspects.
func (g *Game) Playing() *Play {
	if len(g.playing) == 0 {
		return nil
	}
	return g.playing[len(g.playing)-1]
}

// CancelPlaying is the effect "cancel the card as it is played".
func CancelPlaying(g *Game, p *Play) {
	if q := g.Playing(); q != nil && !q.Cancelled {
		q.Cancelled = true
		g.note(msgCancelled.With(cardArg(q.Card)))
	}
}

// noteNewDef keeps the lists of cards with a hook (hookLists) and the
// flags right when card c shows another card's Def (a merge swaps two
// vampires' faces): c joins those its new Def belongs to, in card order.
// (Leaving it in the others is harmless: their users check the Def again.)
func (g *Game) noteNewDef(c *Card) {
	g.playMoves++ // what is in play changed (abilityCardsInPlay, costModInPlay)
	for b := hookLists(c.Def); b != 0; b &= b - 1 {
		l := g.hookList(hookListOf(b))
		*l = insertID(*l, c.ID)
	}
	g.noteHooks(c.Def) // statichooks.go
	g.noteFlags(c.Def)
}

// insertID adds id to the sorted ids if it is not there.
func insertID(ids []CardID, id CardID) []CardID {
	i := 0
	for i < len(ids) && ids[i] < id {
		i++
	}
	if i < len(ids) && ids[i] == id {
		return ids
	}
	return slices.Insert(ids, i, id)
}

// noteCard records the rarely used mechanisms card c brings into the
// game: the rules skip the scans of those no card of the game uses, so
// ordinary games pay nothing for them (the "as played" window, abilities
// any Methuselah may use, actions cards in play give), and lists the cards
// with each hook the rules would otherwise look for in every card in play
// (hookLists). Most cards have no hook: one test of their bits.
func (g *Game) noteCard(c *Card) {
	lists, notes := c.Def.keptHooks() // defnotes.go
	for b := lists; b != 0; b &= b - 1 {
		l := g.hookList(hookListOf(b))
		*l = append(*l, c.ID)
	}
	g.noteHooks(c.Def) // statichooks.go
	if notes {
		g.defNotes.note(c.Def)
	}
}

// hookListID names one of the game's lists of cards with a hook
// (Game.hookList): the cards of the game, in card order, whose Def has
// the hook, walked instead of every card in play (inWalkOrder).
type hookListID uint8

// The game's lists of cards with a hook.
const (
	listCostMods hookListID = iota
	listAbilities
	listGlobal
	listHandSize
	listContracts
	listSeize
	listKeepLocked
	listUnblock
	listAnyUnlock
	listOpen
	listActions
	listLeavingReady
	listLeaveReady
	listAnyMaster
	listUnlock
	listAnyDiscard
	listDiscardAction
	listMasterAction
	numHookLists // how many
)

// hookList returns the game's list id.
func (g *Game) hookList(id hookListID) *[]CardID {
	switch id {
	case listCostMods:
		return &g.costMods
	case listAbilities:
		return &g.abilityCards
	case listGlobal:
		return &g.globalCards
	case listHandSize:
		return &g.handSizeCards
	case listContracts:
		return &g.contractCards
	case listSeize:
		return &g.seizeCards
	case listKeepLocked:
		return &g.keepLockedCards
	case listUnblock:
		return &g.unblockCards
	case listAnyUnlock:
		return &g.anyUnlockCards
	case listOpen:
		return &g.openCards
	case listActions:
		return &g.actionCards
	case listLeavingReady:
		return &g.leavingReadyCards
	case listLeaveReady:
		return &g.leaveReadyCards
	case listAnyMaster:
		return &g.anyMasterCards
	case listUnlock:
		return &g.unlockCards
	case listAnyDiscard:
		return &g.anyDiscardCards
	case listDiscardAction:
		return &g.discardActionCards
	case listMasterAction:
		return &g.masterActionCards
	}
	panic("vtes: no hook list " + strconv.Itoa(int(id)))
}

// hookListOf is the list of the lowest bit of b (hookLists).
func hookListOf(b uint32) hookListID { return hookListID(bits.TrailingZeros32(b)) }

// defHookLists is the set of the game's lists of cards with a hook a card
// of Def d belongs to, a bit each (1 << hookListID): one table for
// noteCard, noteNewDef and reserve, which read it kept (hookLists).
func defHookLists(d *CardDef) uint32 {
	st := &d.Static
	return inList(listCostMods, st.CostMod != nil) |
		inList(listAbilities, len(st.Abilities) > 0) |
		inList(listGlobal, st.Global) |
		inList(listHandSize, st.HandSize != nil || st.EachHandSize != nil) |
		inList(listContracts, d.Contract) |
		inList(listSeize, st.Burnable || st.Stealable) |
		inList(listKeepLocked, st.PreventsUnlock != nil) |
		inList(listUnblock, st.Unblockable != nil) |
		inList(listAnyUnlock, st.OnAnyUnlock != nil) |
		inList(listOpen, hasOpenAbility(st)) |
		inList(listActions, len(st.Actions) > 0) |
		inList(listLeavingReady, st.OnLeavingReady != nil) |
		inList(listLeaveReady, st.OnLeaveReady != nil) |
		inList(listAnyMaster, st.OnAnyMaster != nil) |
		inList(listUnlock, st.OnUnlock != nil) |
		inList(listAnyDiscard, st.OnAnyDiscard != nil) |
		inList(listDiscardAction, st.OnDiscardAction != nil) |
		inList(listMasterAction, hasMasterAction(st))
}

// inList is list id's bit (hookLists) if in.
func inList(id hookListID, in bool) uint32 {
	if in {
		return 1 << id
	}
	return 0
}

// hasMasterAction: some ability of the card is used in the master phase
// as a master phase action (offerMasterActionAbilities).
func hasMasterAction(st *Static) bool {
	for i := range st.Abilities {
		if ab := &st.Abilities[i]; ab.Step == StepMaster && ab.MasterAction {
			return true
		}
	}
	return false
}

// hasOpenAbility: some ability of the card any Methuselah may use.
func hasOpenAbility(st *Static) bool {
	for i := range st.Abilities {
		if st.Abilities[i].AnyMethuselah {
			return true
		}
	}
	return false
}

// asPlayed opens the "as it is played" window for p, the seats in impulse
// order from the player (§1.5.8), each with the kinds of cards it could
// play then: masters (out of turn), reactions by its ready minions,
// modifiers by the acting minion.
func (g *Game) asPlayed(p *Play) {
	if !g.cancels && !g.abilityAt(StepAsPlayed) { // a card's ability may cancel too (cancelunpaid.go)
		return
	}
	g.playing = append(g.playing, p)
	defer func() { g.playing = g.playing[:len(g.playing)-1] }()
	if g.cancelShielded(p) { // cardbar.go
		return
	}
	g.window(StepAsPlayed, g.impulseOrder(p.Seat, -1, true), func(seat int) role {
		r := role{kinds: kindsAsPlayed, minions: g.reactors(seat)}
		if a := g.action; a != nil && a.Actor.Controller == seat {
			r.kinds = kindsAsPlayedActor
			r.minions = uniqueCards(append(r.minions, a.Actor)) // the actor is a reactor too
			g.roles.minions = r.minions                         // roleScratch
		}
		g.asPlayedCombatant(seat, p, &r) // cancelunpaid.go
		return r
	})
}

// cancelled ends the play of a cancelled card: to the ash heap, and an
// out-of-turn master's MPA stays spent without the trifle's bonus. It
// returns false, playCard's answer for a card without effect.
func (g *Game) cancelled(p *Play) bool {
	if p.Card.Def.OutOfTurn && p.Seat != g.Active {
		g.seats[p.Seat].ootTrifle = false
		g.seats[p.Seat].changed()
	}
	if p.Card.Zone == ZoneRemoved {
		g.put(p.Card, ZoneAsh, p.Card.Owner)
	}
	g.replaceCancelled(p) // replacefromash.go
	g.afterCancelled(p)   // aftercancel.go
	return false
}

// stepBit is step's bit in Game.abilitySteps; the steps past 63, if ever,
// share the last bit, which only costs those windows their shortcut.
func stepBit(step Step) uint64 { return 1 << min(uint(step), 63) }

// abilityAt reports whether some card of the game has an ability used at
// step (noteCard).
func (g *Game) abilityAt(step Step) bool { return g.abilitySteps&stepBit(step) != 0 }
