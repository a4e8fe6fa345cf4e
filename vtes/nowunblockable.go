package vtes

// "This action is not blocked, and it is now unblockable" (Horrific
// Countenance; rules/vtes.md §4.1 step 4, §4.2): played before the block
// resolves (StepBlockResolution), the block does not resolve (no lock, no
// combat) and the action goes on as if unblocked, but no minion may
// attempt to block it again, not even those that had not declined yet
// (continueaction.go; ActionState.CannotBlock). Effects of the block
// itself stay (Aching Beauty's [RTR 19991206] [LSJ 20091125]).

// UnblockNow makes the current blocked action not blocked and
// unblockable.
func (g *Game) UnblockNow() {
	if a := g.action; a != nil && a.Blocked && !a.Failed {
		a.CannotBlock = append(a.CannotBlock, func(*Card) bool { return true })
		g.ContinueAsIfUnblocked(0)
	}
}
