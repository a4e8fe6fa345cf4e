package vtes

// Pool burned during an action (rules/vtes.md §1.2, §4.1): "after
// resolution of an action … during which your prey burned 1 or more pool"
// (Věnceslava, The Implacable). Each Methuselah's first burn of pool
// during an action (a bleed, a referendum's terms, a cost paid) is marked
// among the action's marks, which its end clears.

// poolBurnedKey keys the mark of a Methuselah who burned pool during the
// action in progress; the minion of the mark is -1-seat.
const poolBurnedKey = -1<<20 - 16

// notePoolBurnedInAction marks seat's burning pool during the action in
// progress, if any.
func (g *Game) notePoolBurnedInAction(seat int) {
	if a := g.action; a != nil && !PoolBurnedDuringAction(g, seat) {
		a.marks = append(a.marks, [2]int{-1 - seat, poolBurnedKey})
	}
}

// PoolBurnedDuringAction reports whether seat burned 1 or more pool
// during the action in progress (still so in its after-resolution
// window, StepAfterAction).
func PoolBurnedDuringAction(g *Game, seat int) bool {
	a := g.action
	if a == nil {
		return false
	}
	for _, m := range a.marks {
		if m == [2]int{-1 - seat, poolBurnedKey} {
			return true
		}
	}
	return false
}
