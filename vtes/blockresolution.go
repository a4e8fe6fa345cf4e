package vtes

import "kindred/engine"

// Before a block resolves (rules/vtes.md §4.1 step 4): once a block has
// succeeded, and before the blocker locks and combat begins, effects
// triggered by the block apply ("if this Toreador is blocked, the
// blocking minion's controller burns 1 pool before block resolution":
// Aching Beauty, Static.OnBlocked), then cards "only usable if this
// minion is blocked, before block resolution" may be played (Change of
// Target) in the StepBlockResolution window. A card there may end the
// action (EndBlockedAction): the blocker does not lock, no combat
// happens ([LSJ 19980224], [RTR 19991206]); or have it continue as if
// unblocked (ContinueAsIfUnblocked: Crypt's Sons), the block not
// resolving either.

// StepBlockResolution is the moment after a successful block, before the
// block resolves: the blocker not locked yet, no combat yet.
const StepBlockResolution = StepInfluence + 6

var msgActionEnds = engine.NewMsg("vtes.action-ends", "The action of {0} ends unsuccessfully.", "L'action de {0} prend fin sans succès.")

// blockResolution runs the OnBlocked triggers of the acting minion and
// the cards on it, then the StepBlockResolution window; it reports
// whether the action ended there, the block not resolving.
func (g *Game) blockResolution(a *ActionState) bool {
	var trig []*Card
	g.eachHooked(hookOnBlocked, a.Actor, func(c *Card) {
		if c.Def.Static.OnBlocked != nil && !c.Contested {
			trig = append(trig, c)
		}
	})
	for _, c := range trig {
		oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
		c.Def.Static.OnBlocked(g, c, a)
		g.restoreCause(oldCause)
	}
	g.ownVampireBlocked(a) // actionblocked.go
	if g.stillActing(a) && g.windowAsked() {
		g.window(StepBlockResolution, g.actionOrder(a), g.actionRoles(a))
	}
	return a.Failed
}

// EndBlockedAction ends the blocked action before the block resolves,
// unsuccessfully: no combat, the blocker stays as it is (Change of
// Target).
func (g *Game) EndBlockedAction() {
	if a := g.action; a != nil && a.Blocked && !a.Failed {
		a.Failed = true
		g.note(msgActionEnds.With(cardArg(a.Actor)))
	}
}

// BeforeBlockResolution: the acting minion is blocked and the block has
// not resolved yet (Change of Target's "only usable if this minion is
// blocked, before block resolution").
func BeforeBlockResolution(g *Game, p *Play) bool {
	a := g.action
	return a != nil && a.Blocked && !a.Failed
}

// "This minion cannot perform the same action again this turn" (Change
// of Target; the action has reached resolution, [LSJ 20070709]). The
// rules already bar a second bleed (Card.Bled), a second political
// action (Card.Politicked) and a second use of an action card or of a
// card in play's action (§3.4); the hunt and leaving torpor, which the
// rules let a minion repeat, are barred by a per-turn mark.

// sameActionKey is the per-turn mark (Game.MarkOnce) barring minion c
// from performing a built-in action of kind k again this turn.
func sameActionKey(c *Card, k ActionKind) int { return -3<<20 - int(c.ID)*16 - int(k) }

// BarSameAction bars the acting minion from performing the current
// action again this turn, and reports whether the engine can: false for
// an action it has no such bar for (rescue, equip, seizing a card,
// becoming Anarch, a Red List hunt).
func (g *Game) BarSameAction() bool {
	a := g.action
	if a == nil {
		return false
	}
	switch a.Kind {
	case ActBleed, ActPolitical, ActCard, ActInPlay:
		return true // Bled, Politicked, usedActions, set as it was announced
	case ActHunt, ActLeaveTorpor:
		g.MarkOnce(sameActionKey(a.Actor, a.Kind))
		return true
	}
	return false
}

// SameActionBarrable reports whether the engine can bar the current
// action's repetition (BarSameAction), without barring it.
func SameActionBarrable(g *Game, p *Play) bool {
	a := g.action
	if a == nil {
		return false
	}
	switch a.Kind {
	case ActBleed, ActPolitical, ActCard, ActInPlay, ActHunt, ActLeaveTorpor:
		return true
	}
	return false
}

// sameActionBarred reports whether minion c may not perform a built-in
// action of kind k again this turn (BarSameAction).
func (g *Game) sameActionBarred(c *Card, k ActionKind) bool {
	return containsInt(g.marks, sameActionKey(c, k))
}
