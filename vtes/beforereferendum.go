package vtes

// The moment a political action has succeeded, before its referendum
// (rules/vtes.md §3.5.8, §5.1): "if a political action is successful,
// before the referendum, you can…" (Yawp Court). The abilities of cards in
// play for that step are offered then, to every Methuselah in the
// action's order; if the acting vampire is no longer ready afterwards,
// the action ends and no referendum is conducted ([LSJ 20060902] on Yawp
// Court). The action's cost is paid before ([LSJ 20080201]).

// StepBeforeReferendum is the moment between a political action's success
// and its referendum.
const StepBeforeReferendum = StepInfluence + 17

// noPlays is the role of a window where only abilities are used.
func noPlays(int) role { return role{} }

// beforeReferendum opens the window of StepBeforeReferendum, when some
// card of the game has an ability for it.
func (g *Game) beforeReferendum(a *ActionState) {
	if g.abilityAt(StepBeforeReferendum) && g.stillActing(a) && g.windowAsked() {
		g.window(StepBeforeReferendum, g.actionOrder(a), noPlays)
	}
}
