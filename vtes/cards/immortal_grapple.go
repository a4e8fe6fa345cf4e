package cards

import "kindred/vtes"

// grappleLegal: Immortal Grapple at close range, once each round.
func grappleLegal(g *vtes.Game, p *vtes.Play) bool {
	return vtes.CloseRange(g, p) && !g.UsedInCombat(p.Minion, g.RoundKey(p.Card.Def.ID))
}

// grapple: only hand strikes this round; superior adds an optional press
// and a close-range next round.
func grapple(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
		cs := g.Combat()
		cs.HandOnly = true
		if superior {
			vtes.GainPress(1)(g, p)
			cs.CloseNext = true
		}
	}
}

// Immortal Grapple: at close range before strikes; one each round;
// only hand strikes this round; superior: 1 optional press and the next
// round is at close range.
var _ = register(&vtes.CardDef{ID: 100959, Name: "Immortal Grapple", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: pot,
		Step: vtes.StepBeforeStrikes, Legal: grappleLegal},
		vtes.Effect{Label: "only hand strikes this round", Resolve: grapple(false)},
		vtes.Effect{Label: "only hand strikes, 1 optional press, next round close",
			Resolve: grapple(true)})})
