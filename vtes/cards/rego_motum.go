package cards

import "kindred/vtes"

// Rego Motum, for 1 blood: one each round; prevent 2 (4 superior) of
// the damage of the opposing minion's strike, not environmental damage
// (§14 C34); only with such damage to prevent (groups G00153, G00154).
var _ = register(&vtes.CardDef{ID: 101588, Name: "Rego Motum", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: tha,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepPrevent, Legal: regoLegal},
		vtes.Effect{Label: "prevent 2 strike damage", Resolve: rego(2)},
		vtes.Effect{Label: "prevent 4 strike damage", Resolve: rego(4)})})

// regoLegal: the minion faces damage from the opposing minion's strike in
// this damage step, and has played no Rego Motum this round.
func regoLegal(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if cs == nil {
		return false
	}
	side := cs.Side(p.Minion)
	return side >= 0 && cs.Damage[side]+cs.Aggravated[side] > 0 && !g.UsedInCombat(p.Minion,
		g.RoundKey(p.Card.Def.ID))
}

// rego prevents up to n of the opposing strike's damage: a strike's damage
// is all aggravated or all normal.
func rego(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		cs := g.Combat()
		side := cs.Side(p.Minion)
		g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
		left := n // n belongs to the card definition, shared by every game
		for _, d := range [...]*int{&cs.Aggravated[side], &cs.Damage[side]} {
			k := min(left, *d)
			*d -= k
			left -= k
		}
	}
}
