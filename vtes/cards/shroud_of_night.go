package cards

import "kindred/vtes"

// Shroud of Night: [obt] +1 stealth, not during a bleed; [OBT] +1
// stealth; only while the action is being blocked (§4.3).
var _ = register(&vtes.CardDef{ID: 101775, Name: "Shroud of Night", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Obtenebration, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.All(vtes.BeingBlocked, notBleed),
		}.Does(vtes.AddStealth(1).Labelled("+1 stealth, not during a bleed",
			"+1 en discrétion, pas durant une action de morsure")),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Obtenebration, Level: sup,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
	}})

// notBleed: the action is not a bleed.
func notBleed(g *vtes.Game, p *vtes.Play) bool { return !vtes.BleedAction(g, p) }
