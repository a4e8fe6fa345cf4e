package vtes

// The blood an action cost (rules/vtes.md §3.5, §4.1 step 3): "after
// performing a successful action costing blood" (Cavalier). The cost is
// the one paid as the action resolved, as cards in play modified it
// [PIB 20150725] [LSJ 20100429], whoever paid it: a rescue costs blood
// whether the rescuer or the rescued pays it [LSJ 20100315]. It is noted
// among the action's marks, which its end clears.

// actionBloodKey keys the mark of an action's blood cost; the minion of
// the mark is the cost.
const actionBloodKey = -1<<20 - 17

// noteActionBlood records that action a cost n blood as it resolved.
func (g *Game) noteActionBlood(a *ActionState, n int) {
	if a != nil && n > 0 {
		a.marks = append(a.marks, [2]int{n, actionBloodKey})
	}
}

// ActionBloodCost is the blood the action in progress cost as it
// resolved: 0 until it has, and for an action costing none (still so in
// its after-resolution window, StepAfterAction).
func ActionBloodCost(g *Game) int {
	a := g.action
	if a == nil {
		return 0
	}
	for _, m := range a.marks {
		if m[1] == actionBloodKey {
			return m[0]
		}
	}
	return 0
}
