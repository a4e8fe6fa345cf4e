package cards

import "kindred/vtes"

// Adhocracy: requires an Anarch. [ani] during a bleed: +1 bleed, limited
// (§14 C19); [chi] during the polling step of a political action: +3
// votes; [pot] if this Anarch is blocked, +1 strength in the resulting
// combat (only that combat, again after a second block, [LSJ
// 20010814-2]).
var _ = register(&vtes.CardDef{ID: 100022, Name: "Adhocracy", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: ani, Level: inf}.Does(vtes.MoreBleed(1)),
		{Kind: vtes.PlayModifier, Disc: vtes.Chimerstry, Level: inf, Step: vtes.StepPolling,
			Legal: vtes.Political, Label: "+3 votes", French: "+3 voix", Resolve: extraVotes(3)},
		{Kind: vtes.PlayModifier, Disc: pot, Level: inf, AnyWindow: true,
			Label: "+1 strength if blocked", French: "+1 en force si bloqué",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m := p.Minion
				g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
					if side := cs.Side(m); side >= 0 {
						cs.Strength[side]++
					}
				})
			}},
	}})
