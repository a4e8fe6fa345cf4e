package vtes

// Strikes a card in play gives the minion it is on, every round, besides a
// weapon's (Static.Strike): "this vampire can strike: burn equipment"
// and, played at superior, "can strike: 2R damage" (Heroic Might;
// rules/vtes.md §6.4). They are the minion's round strikes, offered with
// its other strikes (roundstrikes.go), for each of its strikes.

// cardRoundStrikes gives each combatant, as a round begins, the strikes
// its cards give it (Static.Strikes).
func (g *Game) cardRoundStrikes(cs *CombatState) {
	for side, m := range cs.Minion {
		g.eachHooked(hookStrikes, m, func(c *Card) {
			if f := c.Def.Static.Strikes; f != nil && !c.Contested {
				cs.RoundStrikes[side] = append(cs.RoundStrikes[side], f(g, c, m)...)
			}
		})
	}
}
