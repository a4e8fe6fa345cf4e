package cards

import "kindred/vtes"

// Social Charm: Ⓓ bleed at +1; [PRE] and gain 1 pool if the bleed is
// successful (for 1 or more, vtes.BleedWouldSucceed). The bleed's
// amount is final once the action card resolves (nothing is played
// between its effect and the bleed), so the pool is gained then.
var _ = register(&vtes.CardDef{ID: 101819, Name: "Social Charm", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Directed: true,
		Target: vtes.TargetPrey},
		vtes.BleedAt(1),
		vtes.Effect{Label: "bleed at +1, 1 pool if it succeeds",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				addBleed(g, 1)
				if vtes.BleedWouldSucceed(g, p) {
					g.GainPool(p.Seat, 1)
				}
			}})})
