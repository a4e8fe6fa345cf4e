package vtes

// Bonuses lasting a combat round (rules/vtes.md §6.4, §6.7): "this round,
// this vampire gets +1 strength and can prevent 1 damage" (Bear's Skin);
// "this combat, … can prevent 1 damage each round". The prevention is
// used, as needed, in the round's damage steps before prevention cards
// are played (§6.7 step 1), like a blocker's PreventOnBlock; what is
// left of it is lost at the end of the round.

// StrengthThisRound gives minion m +n strength for the rest of the
// current round; nothing outside a combat or for a minion not in it.
func (g *Game) StrengthThisRound(m *Card, n int) {
	if cs := g.combat; cs != nil {
		if side := cs.Side(m); side >= 0 {
			cs.rules.strength[side] += n
		}
	}
}

// PreventThisRound lets minion m prevent n damage during the rest of the
// current round.
func (g *Game) PreventThisRound(m *Card, n int) {
	if cs := g.combat; cs != nil {
		if side := cs.Side(m); side >= 0 {
			cs.rules.prevent[side] += n
		}
	}
}

// PreventEachRound lets minion m prevent n damage in each round of the
// rest of the combat, this round included.
func (g *Game) PreventEachRound(m *Card, n int) {
	if cs := g.combat; cs != nil {
		if side := cs.Side(m); side >= 0 {
			cs.rules.prevent[side] += n
			cs.rules.preventEach[side] += n
		}
	}
}

// preventThisRound uses side's prevention of this round on the damage
// it is to take in this damage step.
func (g *Game) preventThisRound(cs *CombatState, side int) {
	if n := min(cs.rules.prevent[side], cs.Damage[side]+cs.Aggravated[side]+cs.env[side]); n > 0 {
		cs.rules.prevent[side] -= n
		g.Prevent(cs.Minion[side], n)
	}
}
