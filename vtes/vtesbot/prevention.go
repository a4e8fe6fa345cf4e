package vtesbot

import (
	"fmt"

	"kindred/vtes"
)

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

// abilityBloodCost returns the blood a prevention ability of card c
// burns, read from its label ("burn 1 blood: prevent 2 damage of the
// strike": Opikun), and 0 for an ability that burns none.
func abilityBloodCost(c *vtes.Card) int {
	for i := range c.Def.Static.Abilities {
		ab := &c.Def.Static.Abilities[i]
		if ab.Step != vtes.StepPrevent {
			continue
		}
		var n int
		if _, err := fmt.Sscanf(ab.Label, "burn %d blood", &n); err == nil {
			return n
		}
	}
	return 0
}

// hiddenStrengthX rates x, the blood burned for Hidden Strength's X+1
// damage prevented: damage beyond the 1 prevented for nothing costs a
// vampire as much blood as X would, and sends it to torpor only when its
// blood would not have paid X either, so X is 0 against normal damage.
// Against aggravated damage, which a vampire in torpor or without blood
// cannot take without being burned, X prevents all it can. The bot took
// the largest X: Seraphina burned 8 blood against 2 damage.
func hiddenStrengthX(v *vtes.View, me, x int) int {
	cs := v.Combat()
	if cs == nil {
		return -x
	}
	side := 0
	if cs.Minion[1].Controller == me {
		side = 1
	}
	want := 0
	if normal, agg, _ := cs.Pending(side); agg > 0 {
		want = min(cs.Minion[side].Blood, normal+agg-1)
	}
	return -max(x-want, want-x)
}
