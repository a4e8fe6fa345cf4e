package cards

import "kindred/vtes"

// Soak: one each round for a vampire; prevent 2 (4 superior) of the
// non-aggravated damage it is taking: a strike's normal damage and
// environmental damage resolved with it, together ([ANK 20200517-2]),
// never aggravated damage (group G00033); not without such damage to
// prevent (groups G00153, G00154).
var _ = register(&vtes.CardDef{ID: 101817, Name: "Soak", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: frt,
		Step: vtes.StepPrevent, Legal: soakLegal},
		vtes.Effect{Label: "prevent 2 non-aggravated damage", Resolve: soak(2)},
		vtes.Effect{Label: "prevent 4 non-aggravated damage", Resolve: soak(4)})})

// soakLegal: the vampire has played no Soak this round and is to take
// normal damage, a strike's or environmental, in this damage step.
func soakLegal(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if cs == nil || !p.Minion.IsVampire() || g.UsedInCombat(p.Minion, g.RoundKey(p.Card.Def.ID)) {
		return false
	}
	side := cs.Side(p.Minion)
	if side < 0 {
		return false
	}
	normal, _, env := cs.Pending(side)
	return normal+env > 0
}

// soak prevents up to n of the vampire's normal damage.
func soak(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
		g.PreventNormal(p.Minion, n)
	}
}
