package vtes

// "At the end of each round" of a combat, for a combatant (rules/vtes.md
// §6, §14 C32 the end-of-round step): Static.AtRoundEnd of the combatants
// and of the cards on them runs as the round ends, after the presses and
// also when the round ended early ([RTR 20030519] on Ossian), before the
// end-of-round window's cards.

// roundEnds runs the AtRoundEnd hooks of both combatants and the cards on
// them (combatantHooks).
func (g *Game) roundEnds(cs *CombatState) {
	g.combatantHooks(cs, func(st *Static) func(*Game, *Card, *CombatState) { return st.AtRoundEnd })
}
