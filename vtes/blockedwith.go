package vtes

// Cards a blocker carried as it blocked (rules/vtes.md §4.3, §6.3): an
// effect of a card "if the bearer blocks" (Sniper Rifle's range) needs
// the card on the blocker when the block succeeded, not one equipped
// later in the action, e.g. during the combat ([LSJ 20021028]).

// BlockedCarrying reports whether the action was blocked by a minion that
// had card c on it as the block succeeded.
func (a *ActionState) BlockedCarrying(c *Card) bool {
	if a == nil || !a.Blocked || c == nil {
		return false
	}
	for _, id := range a.BlockedWith {
		if id == c.ID {
			return true
		}
	}
	return false
}
