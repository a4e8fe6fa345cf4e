package cards

import "kindred/vtes"

// Form of the Bat: [pro] action modifier while a minion attempts to
// block: the blocker gets -1 intercept; if the action is blocked, this
// vampire gets 1 optional maneuver and cannot use equipment in the
// resulting combat. [PRO] reaction: +1 intercept; if this vampire
// blocks, the same in the resulting combat. Only in the combat a block
// starts, and again after a second block ([LSJ 20010813], [LSJ
// 20010814-2]).
var _ = register(&vtes.CardDef{ID: 102223, Name: "Form of the Bat",
	Types: vtes.ActionModifier | vtes.Reaction,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: pro, Level: inf, Step: vtes.StepBlockAttempt,
			Label: "-1 intercept; a maneuver, no equipment if blocked",
			Legal: vtes.BeingBlocked,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Action().Intercept--
				batInBlockCombat(g, p.Minion)
			}},
		{Kind: vtes.PlayReaction, Disc: pro, Level: sup, Step: vtes.StepBlockAttempt,
			Label: "+1 intercept; a maneuver, no equipment if blocking",
			Legal: vtes.Blocking,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Action().Intercept++
				batInBlockCombat(g, p.Minion)
			}},
	}})

// batInBlockCombat gives m, if it is a combatant of the combat a block
// of this action starts, 1 optional maneuver and no equipment there.
func batInBlockCombat(g *vtes.Game, m *vtes.Card) {
	g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
		if side := cs.Side(m); side >= 0 {
			cs.Maneuvers[side]++
			cs.NoEquipment[side] = true
		}
	})
}
