package vtes

// "No other equipment can increase the bleed amount of this action"
// (Camera Phone): the action an equipment card gives, its mode marked
// Mode.OnlyThisEquipment, is raised by no other equipment's bleed bonus
// (Laptop Computer's +1 bleed does not count); action modifiers and the
// minion's own bonuses still do.

// otherEquipmentBarred reports whether card c's static bleed bonus is
// barred from action a: c is equipment other than the card whose action
// a is, and that action bars the others.
func otherEquipmentBarred(a *ActionState, c *Card) bool {
	return a != nil && a.Play != nil && a.Play.Mode != nil && a.Play.Mode.OnlyThisEquipment &&
		c != a.Play.Card && IsEquipment(c)
}
