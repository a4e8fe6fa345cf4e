package vtes

// Damage prevented each round of a combat ("this combat, this vampire
// can prevent 1 damage each round": Tranquility Shield; §6.7): applied in
// each damage step, to any damage the vampire takes, before the cards and
// abilities its Methuselah may add.

// preventThisRound prevents side's damage allowance for this round.
func (g *Game) preventThisRound(cs *CombatState, side int) {
	if n := min(cs.RoundPrevent[side], cs.Damage[side]+cs.Aggravated[side]+cs.env[side]); n > 0 {
		g.Prevent(cs.Minion[side], n)
	}
}
