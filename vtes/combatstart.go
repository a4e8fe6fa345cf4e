package vtes

// Combats an effect starts with bonuses of its own (rules/vtes.md §6.1):
// "enter combat with a locked minion; this Anarch gets +1 strength and 1
// optional maneuver during that combat" (Make the Misere). FightWith's
// setup gives them on the new combat; they last the combat and go with it.

// GainStrength gives side's minion +n strength for the rest of the combat.
func (cs *CombatState) GainStrength(side, n int) { cs.Strength[side] += n }

// GainManeuvers gives side's minion n optional maneuvers for the rest of
// the combat (§6.3).
func (cs *CombatState) GainManeuvers(side, n int) { cs.Maneuvers[side] += n }
