package vtes

// Prevention by a minion outside the combat (§14 C33: "only usable by a
// ready vampire not involved in the combat involving another minion you
// control. Prevent all damage to that minion": Touch of Valeren): the
// prevent window of a combatant offers its Methuselah's minions outside
// the combat the cards marked Mode.Outside.

// outsiders lists seat's ready minions outside combat cs (in the role
// scratch's outside list, roleScratch).
func (g *Game) outsiders(cs *CombatState, seat int) []*Card {
	out := g.roles.outside[:0]
	for _, id := range g.seats[seat].Ready {
		if m := g.cards[id]; cs.Side(m) < 0 && m.IsMinion() {
			out = append(out, m)
		}
	}
	g.roles.outside = out
	return out
}

// StrikeDamageTo is the strike damage, normal and aggravated, the
// combatant of seat's is to take in the current damage step, and that
// combatant; 0 and nil when none of seat's combatants is to take any.
func (g *Game) StrikeDamageTo(seat int) (int, *Card) {
	cs := g.combat
	if cs == nil {
		return 0, nil
	}
	for side, m := range cs.Minion {
		if w := cs.prevention.card; w != nil && w != m {
			continue // another's prevent window (preventfor.go)
		}
		if n := cs.Damage[side] + cs.Aggravated[side]; m.Controller == seat && n > 0 {
			return n, m
		}
	}
	return 0, nil
}
