package vtes

// Minions whose every strike is a first strike (rules/vtes.md §6.4 tier
// 1): "strikes with first strike" (Muddled Vampire Hunter) says it in
// CardDef.StrikesFirst; the strike then resolves before normal strikes,
// whatever it is, except a dodge, which is no attack (§6.4 tier 2).

// firstStrike reports whether side's strike this round resolves as a
// first strike: the strike says so, or its minion strikes first always.
func (cs *CombatState) firstStrike(side int) bool {
	return cs.strike[side].FirstStrike || cs.Minion[side].Def.StrikesFirst
}
