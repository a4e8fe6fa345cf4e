package vtes

// Damage prevented each round of a combat ("this combat, this vampire
// can prevent 1 damage each round": Tranquility Shield; §6.7): applied in
// each damage step of the round, to any damage the vampire takes, until
// the round's allowance is used up, before the cards and abilities its
// Methuselah may add.

// preventThisRound prevents side's damage allowance for this round, up
// to what is left of it: the combat's each round (RoundPrevent, set as
// each round starts, startRound) and this round's own (RoundBonus).
func (g *Game) preventThisRound(cs *CombatState, side int) {
	if n := min(cs.rules.prevent[side], cs.Damage[side]+cs.Aggravated[side]+cs.env[side]); n > 0 {
		cs.rules.prevent[side] -= n // this round's only (roundbonus.go)
		g.Prevent(cs.Minion[side], n)
	}
}
