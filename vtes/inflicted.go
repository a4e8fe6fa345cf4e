package vtes

// Damage inflicted in a round (rules/vtes.md §6.7): "at the end of a
// round during which this vampire successfully inflicted more damage than
// the opposing vampire" (Disarm), "if damage is successfully inflicted on
// this vampire in a round, any additional damage that round is prevented"
// (Flesh of Marble, combatlimits.go). Damage is inflicted successfully
// when it is neither prevented nor taken unsuccessfully (immunity, §14
// C34). Environmental damage is no strike's and does not count for
// Disarm ([LSJ 20010812]), but it is damage a cap counts.
//
// Why one count: Disarm and the damage caps were written apart, each
// with its own tally of the same damage (by the striker for one, on the
// victim for the other); CombatState.Taken now serves both.

// RoundDamage is the damage successfully inflicted on one combatant in
// the current round: by the opposing strikes, and environmental damage.
type RoundDamage struct {
	Strikes, Environment int
}

// total is all the damage inflicted on the combatant this round.
func (d RoundDamage) total() int { return d.Strikes + d.Environment }

// countTaken adds, once prevention and the damage caps are over, the
// damage each ready combatant is about to take to its CombatState.Taken.
// The prevention order (aggravated, the strikes' normal, then
// environmental damage) leaves in Damage and Aggravated the strikes'
// part. Damage is only inflicted after range is determined, and caps
// are set before it, so a cap counts all of the round's damage.
func (g *Game) countTaken(cs *CombatState) {
	for side := range 2 {
		if cs.Minion[side].Ready() {
			cs.Taken[side].Strikes += cs.Damage[side] + cs.Aggravated[side]
			cs.Taken[side].Environment += cs.env[side]
		}
	}
}

// InflictedMore reports whether combatant m's strikes inflicted more
// damage than its opponent's this round.
func (cs *CombatState) InflictedMore(m *Card) bool {
	side := cs.Side(m)
	return side >= 0 && cs.Taken[1-side].Strikes > cs.Taken[side].Strikes
}
