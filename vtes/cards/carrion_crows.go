package cards

import "kindred/vtes"

// oncePerCombat: the minion has not played this card this combat ("only
// one … can be played each combat").
func oncePerCombat(g *vtes.Game, p *vtes.Play) bool {
	return !g.UsedInCombat(p.Minion,
		p.Card.Def.ID)
}

// markCombat records that the minion played this card this combat.
func markCombat(g *vtes.Game, p *vtes.Play) { g.CombatOnce(p.Minion, p.Card.Def.ID) }

// Carrion Crows: before range; one per combat; the opposing minion
// takes 1R (2R superior) environmental damage each round.
var _ = register(&vtes.CardDef{ID: 100301, Name: "Carrion Crows", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: ani,
		Step: vtes.StepBeforeRange, Legal: oncePerCombat},
		vtes.Effect{Label: "1R environmental damage each round",
			Resolve: all(markCombat, vtes.EnvDamageToOpponent(1))},
		vtes.Effect{Label: "2R environmental damage each round",
			Resolve: all(markCombat, vtes.EnvDamageToOpponent(2))})})
