package cards

import "kindred/vtes"

// Invigorate, action modifier requiring an Anarch, whose text sets no
// moment (Mode.AnyWindow, §4.1). [ani] the Anarch gets +1 strength in
// every combat of this action; [dom] allies cannot block this action
// (Visions of Gehenna's clause); [pro] the Anarch's hand strikes deal
// aggravated damage in every combat of this action (actioncombat.go;
// §6.4, §6.7).
var _ = register(&vtes.CardDef{ID: 102251, Name: "Invigorate", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: ani, Level: inf, AnyWindow: true,
			Label: "+1 strength this action", French: "+1 en force pour cette action",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.StrengthThisAction(p.Minion, 1) }},
		vtes.Mode{Kind: vtes.PlayModifier, Disc: dom, Level: inf, AnyWindow: true}.Does(noAllyBlocks),
		{Kind: vtes.PlayModifier, Disc: pro, Level: inf, AnyWindow: true,
			Label:   "aggravated hand strikes this action",
			French:  "coups à mains nues aggravés pour cette action",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AggravatedHandsThisAction(p.Minion) }},
	}})
