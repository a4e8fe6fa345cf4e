package vtes

// Damage inflicted by strikes (rules/vtes.md §6.7): "at the end of a
// round during which this vampire successfully inflicted more damage than
// the opposing vampire" (Disarm). Damage is inflicted successfully when
// it is neither prevented nor taken unsuccessfully (immunity, §14 C34);
// environmental damage is no strike's and does not count ([LSJ
// 20010812]).

// countInflicted adds, once prevention is over, the strike damage each
// side is about to take to the other side's CombatState.Inflicted. The
// prevention order (aggravated, the strikes' normal, then environmental
// damage) leaves in Damage and Aggravated the strikes' part.
func (g *Game) countInflicted(cs *CombatState) {
	for side := range 2 {
		if cs.Minion[side].Ready() {
			cs.Inflicted[1-side] += cs.Damage[side] + cs.Aggravated[side]
		}
	}
}

// InflictedMore reports whether combatant m's strikes inflicted more
// damage than its opponent's this round.
func (cs *CombatState) InflictedMore(m *Card) bool {
	side := cs.Side(m)
	return side >= 0 && cs.Inflicted[side] > cs.Inflicted[1-side]
}
