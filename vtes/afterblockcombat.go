package vtes

import "kindred/engine"

// After a blocked action's combat (rules/vtes.md §4.1 step 4): the block
// has resolved, and the acting Methuselah may play cards "only usable
// after resolution of a blocked action" (Go-getter: continue the action
// as if unblocked, ContinueAsIfUnblocked). The window asks no one when no
// card can be played in it.

// StepAfterBlockCombat is the moment after a blocked action's combat,
// before the action ends or continues as if unblocked.
const StepAfterBlockCombat = StepInfluence + 12

// afterBlockCombat opens the StepAfterBlockCombat window while the
// acting minion is still acting.
func (g *Game) afterBlockCombat(a *ActionState) {
	if a.Blocked && g.stillActing(a) && a.Actor.Ready() && g.windowAsked() {
		g.window(StepAfterBlockCombat, g.actionOrder(a), g.actionRoles(a))
	}
}

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		"after a blocked action's combat": "après le combat d'une action bloquée"})
}
