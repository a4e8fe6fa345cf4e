package vtes

import "kindred/engine"

// Bonuses for the rest of an action (rules/vtes.md §4, §6): "this Anarch
// gets +1 strength this action", "this Anarch's hand strikes are
// aggravated this action" (Invigorate). Unlike OnBlockCombat's setups,
// which only a block's combat runs, they hold in every combat during the
// action: a block's, a second block's after the action continued, or one
// the action itself starts. An action modifier is played before any such
// combat begins (§4.1), so each combat gets them as it starts.

// OnActionCombat registers setup to run at the start of each combat during
// the current action; nothing outside an action.
func (g *Game) OnActionCombat(setup func(g *Game, cs *CombatState)) {
	if a := g.action; a != nil {
		a.ActionCombat = append(a.ActionCombat, setup)
	}
}

// actionCombatSetups runs the current action's OnActionCombat setups on
// the combat starting (fight).
func (g *Game) actionCombatSetups(cs *CombatState) {
	if a := g.action; a != nil {
		for _, f := range a.ActionCombat {
			f(g, cs)
		}
	}
}

// StrengthThisAction gives minion m +n strength in every combat of the
// current action (CombatState.Strength).
func (g *Game) StrengthThisAction(m *Card, n int) {
	g.OnActionCombat(func(g *Game, cs *CombatState) {
		if side := cs.Side(m); side >= 0 {
			cs.GainStrength(side, n)
		}
	})
}

// AggravatedHandsThisAction makes minion m's hand strikes aggravated in
// every combat of the current action (CombatState.HandsAggravated).
func (g *Game) AggravatedHandsThisAction(m *Card) {
	g.OnActionCombat(func(g *Game, cs *CombatState) {
		if side := cs.Side(m); side >= 0 {
			cs.HandsAggravated[side] = true
		}
	})
}

// hashActionCombat writes how many OnActionCombat setups wait (their
// closures follow from the cards played, hashed), when there are any.
func hashActionCombat(h *engine.Hasher, a *ActionState) {
	if n := len(a.ActionCombat); n > 0 {
		h.Uint64(uint64(n) ^ 0x7c3e9a1d5b2f4e61)
	}
}
