package vtes

// Combats an effect starts with bonuses of its own (rules/vtes.md §6.1):
// "enter combat with a locked minion; this Anarch gets +1 strength and 1
// optional maneuver during that combat" (Make the Misere). The bonuses
// last the combat and go with it.

// FightWith starts a combat between the acting minion a and b, as Fight
// does, running start once the combat has begun, before its first round:
// start gives the combat's bonuses (GainCombatStrength, GainManeuvers).
func (g *Game) FightWith(a, b *Card, start func(g *Game)) {
	g.combatStart = start
	g.fight(a, b)
	g.combatStart = nil
}

// combatStarts runs the pending start of a combat FightWith began.
func (g *Game) combatStarts() {
	if f := g.combatStart; f != nil {
		g.combatStart = nil
		f(g)
	}
}

// GainCombatStrength gives minion m +n strength for the rest of the
// current combat; nothing outside a combat or for a minion not in it.
func (g *Game) GainCombatStrength(m *Card, n int) {
	if cs := g.combat; cs != nil {
		if side := cs.Side(m); side >= 0 {
			cs.Strength[side] += n
		}
	}
}
