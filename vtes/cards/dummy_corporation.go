package cards

import "kindred/vtes"

// Dummy Corporation: unique location; burn it while a minion bleeds you
// to reduce the bleed by 2.
var _ = register(&vtes.CardDef{ID: 100594, Name: "Dummy Corporation", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks,
		Label: "burn: reduce the bleed by 2",
		Legal: vtes.DuringBleedAgainstYou,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			vtes.ReduceBleed(2).Resolve(g,
				p)
		}}}}})
