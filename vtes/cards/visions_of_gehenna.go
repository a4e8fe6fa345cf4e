package cards

import "kindred/vtes"

// Visions of Gehenna, Ravnos action modifier whose text sets no moment,
// so played at any window of the action (Mode.AnyWindow: as the action
// is announced it bars every ally's block, later only the blocks still to
// come): allies cannot block this action; superior, only during a bleed,
// with +2 bleed, limited (vtes.MoreBleed).
var _ = register(&vtes.CardDef{ID: 102264, Name: "Visions of Gehenna", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: pre, AnyWindow: true},
		noAllyBlocks,
		vtes.Both(noAllyBlocks, vtes.MoreBleed(2)))})

// noAllyBlocks is "allies cannot block this action".
var noAllyBlocks = vtes.Effect{Label: "allies cannot block", French: "les alliés ne peuvent pas bloquer",
	Resolve: func(g *vtes.Game, p *vtes.Play) {
		a := g.Action()
		a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool { return b.IsAlly() })
	}}
