package vtes

// Minions barred by their own text (rules/vtes.md §3.5, §6.7, §14 C34):
// "he cannot act" (Ponticulus: CardDef.NoActions) — no action is
// offered to it, whatever else would let it; "he is immune to
// non-aggravated damage" (CardDef.ImmuneNonAggravated) — the normal
// damage of strikes and of the environment is taken unsuccessfully in
// combat, before any prevention, and normal damage from outside a combat
// does nothing; aggravated damage harms it as usual.

// nonAggravatedImmune takes off, in a combat's damage step, the normal
// damage of each combatant immune to it.
func (g *Game) nonAggravatedImmune(cs *CombatState) {
	for side := range 2 {
		m := cs.Minion[side]
		if !m.Def.ImmuneNonAggravated {
			continue
		}
		if n := cs.Damage[side] + cs.env[side]; n > 0 {
			g.note(msgImmune.With(cardArg(m), damageArg(n)))
			cs.Damage[side], cs.env[side] = 0, 0
		}
	}
}
