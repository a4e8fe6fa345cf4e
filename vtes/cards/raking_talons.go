package cards

import "kindred/vtes"

// Raking Talons, Gargoyle combat card, before range is determined, one
// each combat for a vampire: for the rest of the combat the Gargoyle's
// hand strikes deal aggravated damage (CombatState.HandsAggravated,
// actioncombat.go; §6.7).
var _ = register(&vtes.CardDef{ID: 101538, Name: "Raking Talons", Types: vtes.Combat,
	Requires: vtes.Requirement{Clan: "Gargoyle"},
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Legal: oneEachCombat,
		Label:  "aggravated hand strikes this combat",
		French: "coups à mains nues aggravés pour ce combat",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.CombatOnce(p.Minion, p.Card.Def.ID)
			cs := g.Combat()
			side := cs.Side(p.Minion)
			cs.HandsAggravated[side], cs.HandAggravated[side] = true, true
		}}}})
