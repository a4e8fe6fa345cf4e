package cards

import "kindred/vtes"

// Elder Intervention, for 1 blood, during a bleed against its Methuselah
// ([RTR 19960530]: any bleed against them): +2 intercept; replaced after
// the action; not by a vampire that played Pack Tactics this action.
var _ = register(&vtes.CardDef{ID: 100618, Name: "Elder Intervention", Types: vtes.Reaction,
	ReplaceAfterAction: true,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Cost: vtes.Cost{Blood: 1},
			Step:  vtes.StepBlockAttempt,
			Legal: vtes.All(vtes.BleedingYou, vtes.Blocking, notPlayed(packTactics))}.Does(vtes.AddIntercept(2)),
	}})

// packTactics is Pack Tactics' VEKN id, a card not implemented yet: it
// is named by id until it is, then by its definition.
const packTactics = 101343

// notPlayed: the minion has not played the card of that VEKN id as a
// reaction this action ("cannot play both X and Y during the same
// action").
func notPlayed(id int) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool {
		for _, r := range g.Action().Reacted {
			if r == [2]int{int(p.Minion.ID), id} {
				return false
			}
		}
		return true
	}
}
