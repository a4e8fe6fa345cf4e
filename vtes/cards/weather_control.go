package cards

import "kindred/vtes"

// Weather Control, before range in the first round, one per vampire
// each combat: both combatants and the retainers on them take 1
// unpreventable environmental damage before range each round of the
// combat ([RTR 19970630]: a minion immune to environmental damage
// takes it unsuccessfully), dealt once both players' other pre-range
// plays are over ([ANK 20170930]), even if one ended the combat ([LSJ
// 19971110]); superior: 1 more in each later round.
var _ = register(&vtes.CardDef{ID: 102164, Name: "Weather Control", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: tha,
		Step: vtes.StepBeforeRange, Legal: weatherLegal},
		vtes.Effect{Label: "1 damage to both each round", Resolve: weather(0)},
		vtes.Effect{Label: "1 damage to both, +1 each later round", Resolve: weather(1)})})

// weatherLegal: in the first round, and the vampire's first Weather
// Control this combat.
func weatherLegal(g *vtes.Game, p *vtes.Play) bool {
	return vtes.InCombat(g, p) && g.Combat().Round == 1 && !g.UsedInCombat(p.Minion,
		p.Card.Def.ID)
}

// weather starts the Weather Control's damage, growing by grow.
func weather(grow int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, p.Card.Def.ID)
		g.DamageEachRound(1, grow)
	}
}
