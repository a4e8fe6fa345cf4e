package vtes

// The first round of a combat and the rounds after it (rules/vtes.md §6,
// §14 C32): "this vampire can strike: combat ends during the first round
// of the resulting combat" (Shroud of Absence), "gets 1 optional maneuver
// during the first round of combat" (Antón de Concepción), "once each
// round of combat after the first, can strike: 2R damage" (Luca
// Italicus). What is given for the first round and not used then is lost.

// GiveFirstRoundStrike lets combatant m of cs choose strike s for each of
// its strikes during the first round of cs: given before the round began
// (an OnBlockCombat setup), it waits for it; during it, it is a round
// strike (GiveRoundStrike); after it, nothing.
func (g *Game) GiveFirstRoundStrike(cs *CombatState, m *Card, s Strike) {
	side := cs.Side(m)
	switch {
	case side < 0 || cs.Round > 1:
	case cs.Round == 1:
		cs.RoundStrikes[side] = append(cs.RoundStrikes[side], s)
	default:
		cs.openingStrikes[side] = append(cs.openingStrikes[side], s)
	}
}

// firstRoundManeuvers sums the maneuvers the cards of minion m give it for
// the first round of a combat (Static.FirstRoundManeuvers).
func (g *Game) firstRoundManeuvers(m *Card) int {
	return g.sumBonusOf(bonusFirstRoundManeuvers, m, func(c *Card) int {
		if f := c.Def.Static.FirstRoundManeuvers; f != nil && !c.Contested {
			return f(g, c, m)
		}
		return 0
	})
}

// roundStrikeKey marks, in the combat's marks, the strike card c gave in
// round r (a negative key: the cards' own keys are VEKN ids).
func roundStrikeKey(r int) int { return -1 - r }

// afterFirstRoundUsable: a round after the first, and c's strike not used
// this round.
func afterFirstRoundUsable(cs *CombatState, c *Card) bool {
	return cs.Round > 1 && !marked(cs.marks, c, roundStrikeKey(cs.Round))
}

// markRoundStrike records that c's strike was used this round.
func markRoundStrike(cs *CombatState, c *Card) {
	cs.marks = append(cs.marks, [2]int{int(c.ID), roundStrikeKey(cs.Round)})
}
