package cards

import "kindred/vtes"

// Instantaneous Transformation, requiring both Celerity and Protean.
// [cel][pro] +1 stealth (only when needed, §4.3). [CEL][PRO] after the
// resolution of a successful action, the acting vampire unlocks; a
// vampire plays only one at superior each turn (Mode.OneEachTurn;
// oneeachturn.go).
var _ = register(&vtes.CardDef{ID: 100994, Name: "Instantaneous Transformation",
	Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: cel, Also: pro, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		{Kind: vtes.PlayModifier, Disc: cel, Also: pro, Level: sup, Step: vtes.StepAfterAction,
			OneEachTurn: true, Label: "unlock after a successful action",
			French: "se redresser après une action réussie",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Ready() && p.Minion.IsVampire() && g.Action().Succeeded
			},
			Resolve: vtes.Unlock},
	}})
