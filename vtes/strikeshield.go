package vtes

// "Prevent all damage from the opposing minion's strikes this round"
// (Rolling with the Punches, superior; rules/vtes.md §6.7): the damage of
// the strikes now resolving and of every later strike of the round
// (additional strikes, §6.5) is prevented; environmental damage is not.

// PreventStrikesThisRound prevents all damage from the strikes of the
// minion opposing m for the rest of the current round, the strikes now
// resolving included; nothing outside a combat or for a minion not in it.
func (g *Game) PreventStrikesThisRound(m *Card) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	side := cs.Side(m)
	cs.shieldRound[side] = cs.Round + 1
	g.shieldStrikes(cs, side)
}

// shieldStrikes prevents the opposing strikes' damage to side, if it is
// shielded this round (PreventStrikesThisRound).
func (g *Game) shieldStrikes(cs *CombatState, side int) {
	if cs.shieldRound[side] != cs.Round+1 {
		return
	}
	if n := cs.Damage[side] + cs.Aggravated[side]; n > 0 {
		g.Prevent(cs.Minion[side], n)
	}
}
