package vtes

// Hand size changed by a combat (rules/vtes.md §1.5.3, §14 C8): "while
// the employer is in combat, the opposing minion's controller gets -1
// hand size" (Raptor). The Methuselah concerned discards down as the
// combat starts and draws back up as it ends; a new combat does it again
// ([LSJ 20030530] on Raptor).

// combatHandSize is the change to seat's hand size the combat in progress
// makes: the OpponentHandSize of the cards on each combatant whose
// opponent seat controls.
func (g *Game) combatHandSize(seat int) int {
	cs := g.combat
	if cs == nil {
		return 0
	}
	n := 0
	for side, m := range cs.Minion {
		if opp := cs.Minion[1-side]; m == nil || opp == nil || opp.Controller != seat || !m.Ready() {
			continue
		}
		g.eachOn(m, func(c *Card) {
			if f := c.Def.Static.OpponentHandSize; f != nil && !c.Contested {
				n += f(g, c)
			}
		})
	}
	return n
}

// combatHandSeats lists the Methuselahs whose hand size the combat cs
// changes as it starts, in side order.
func (g *Game) combatHandSeats(cs *CombatState) []int {
	var out []int
	for side, m := range cs.Minion {
		change := false
		g.eachOn(m, func(c *Card) {
			if c.Def.Static.OpponentHandSize != nil && !c.Contested {
				change = true
			}
		})
		if s := cs.Minion[1-side].Controller; change && !containsInt(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// refillSeats restores each seat's hand to its size (refill): discarding
// down, or drawing up.
func (g *Game) refillSeats(seats []int) {
	for _, s := range seats {
		if !g.seats[s].Ousted {
			g.refill(s)
		}
	}
}
