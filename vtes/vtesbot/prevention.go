package vtesbot

import "kindred/vtes"

// preventWorth reports whether seat me's combatant should pay cost blood
// to prevent the damage it is about to take: when it is more than the
// blood paid, or would send it to torpor. Paying 1 blood to prevent
// 1 damage only changes which card is spent: the Salubri spent 10 blood
// in six games on Touch of Valeren, and hunted 27 of their 66 actions.
func preventWorth(cs *vtes.CombatState, me, cost int) bool {
	side := 0
	if cs.Minion[1].Controller == me {
		side = 1
	}
	m := cs.Minion[side]
	normal, agg, _ := cs.Pending(side)
	dmg := normal + agg
	if dmg == 0 {
		return false
	}
	// More damage than the blood paid, torpor (the blood may be another
	// vampire's: superior Touch of Valeren from outside the combat), a
	// retainer's or an ally's life, or aggravated damage.
	return dmg > cost || !m.IsVampire() || m.Blood < dmg || agg > 0
}
