package vtes

// Blocking from outside (rules/vtes.md §4.2, §14 C28): "this vampire
// attempts to block the current action, ignoring the normal prey,
// predator or target restrictions for blocking actions" (Eagle's Sight).
// Only the rule on who may block is set aside: the minion must still be
// able to block otherwise (ready, unlocked or woken, not barred by the
// action), and a Methuselah who declined to block this action has made
// a final decision ([RTR 19950413] [RTR 20020501]). The card is played
// once the eligible Methuselahs are done (§14 C28 (C): the impulse goes
// round again), in the StepAfterBlocks window every Methuselah gets; its
// minion attempts at once, and the window opens again if it fails. One
// card is one attempt ([LSJ 20030227]).

// AttemptBlockFromOutside is the effect: the minion playing the card
// attempts to block the action once the window it was played in closes.
func AttemptBlockFromOutside(g *Game, p *Play) {
	if a := g.action; a != nil && p.Minion != nil {
		a.outsideBlock = p.Minion
	}
}

// MayBlockFromOutside is its condition: minion p.Minion, of a Methuselah
// who neither acts nor declined to block this action, could attempt to
// block it but for who may block.
func MayBlockFromOutside(g *Game, p *Play) bool {
	a := g.action
	if a == nil || g.combat != nil || a.Blocked || p.Minion == nil || a.Blocker != nil {
		return false
	}
	seat := p.Minion.Controller
	return seat != a.Actor.Controller && !containsInt(a.declined, seat) && g.canBlock(p.Minion)
}

// blockFromOutside runs the attempt a card asked for in the window just
// closed, if any, and reports whether there was one.
func (g *Game) blockFromOutside(a *ActionState) bool {
	b := a.outsideBlock
	if b == nil {
		return false
	}
	a.outsideBlock = nil
	if !g.canBlock(b) || !g.stillActing(a) {
		return true
	}
	if g.attempt(a, b) {
		a.Blocked = true
		a.BlockedWith = append([]CardID(nil), b.Attached...)
	}
	return true
}
