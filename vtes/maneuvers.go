package vtes

// Optional maneuvers each combat (rules/vtes.md §6.3): a minion whose
// text, or a card on it or a Global card its Methuselah controls, says it
// "gets N optional maneuvers each combat" (Static.Maneuvers) has them when
// a combat starts, offered while range is determined like a blocker's
// ManeuverOnBlock. Unused, they are lost when the combat ends. Cards
// giving one for a single combat (Make the Misere's "during that combat")
// call GainManeuvers from the combat's start instead.

// staticManeuvers adds the optional maneuvers each combatant's static
// bonuses give it for this combat.
func (g *Game) staticManeuvers(cs *CombatState) {
	for side, m := range cs.Minion {
		cs.Maneuvers[side] += g.sumBonusOf(bonusManeuvers, m, func(c *Card) int {
			if f := c.Def.Static.Maneuvers; f != nil && !c.Contested {
				return f(g, c, m)
			}
			return 0
		})
		cs.rules.nextManeuvers[side] += g.firstRoundManeuvers(m) // firstround.go
	}
}

// GainManeuvers gives minion m n optional maneuvers for the rest of the
// current combat (§6.3); none outside a combat or for a minion not in it.
func (g *Game) GainManeuvers(m *Card, n int) {
	if cs := g.combat; cs != nil {
		if side := cs.Side(m); side >= 0 {
			cs.Maneuvers[side] += n
		}
	}
}

// EachCombat returns a Static.Maneuvers bonus of n optional maneuvers
// each combat, whatever the situation.
func EachCombat(n int) func(g *Game, source, m *Card) int {
	return func(*Game, *Card, *Card) int { return n }
}
