package cards

import (
	"kindred/vtes"
)

// oncePerCombat: the minion has not played a card of that id this combat.
func oncePerCombat(id int) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool { return !g.UsedInCombat(p.Minion, id) }
}

// markCombat records that the minion played a card of that id this combat.
func markCombat(id int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) { g.CombatOnce(p.Minion, id) }
}

// Carrion Crows: before range; one per combat; the opposing minion
// takes 1R (2R superior) environmental damage each round.
var _ = register(&vtes.CardDef{ID: 100301, Name: "Carrion Crows", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: ani,
		Step: vtes.StepBeforeRange, Legal: oncePerCombat(100301)},
		vtes.Effect{Label: "1R environmental damage each round", Resolve: all(markCombat(100301), vtes.EnvDamageToOpponent(1))},
		vtes.Effect{Label: "2R environmental damage each round", Resolve: all(markCombat(100301), vtes.EnvDamageToOpponent(2))})})
