package vtes

// Bonuses for one round of combat ("this round, this vampire gets +1
// strength and 1 optional maneuver, and can prevent 1 damage": Obedient
// Flesh; §6): gone when the next round starts (startRound).

// RoundBonus gives combatant m, for this round only, strength more
// strength, maneuvers optional maneuvers and prevent damage prevented
// (used up as damage comes, roundprevent.go).
func (g *Game) RoundBonus(m *Card, strength, maneuvers, prevent int) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	side := cs.Side(m)
	cs.rules.strength[side] += strength
	cs.rules.maneuvers[side] += maneuvers
	cs.rules.prevent[side] += prevent
}
