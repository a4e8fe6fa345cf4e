package cards

import "kindred/vtes"

// Legal Manipulations, for 1 blood: bleed at +2; superior: and gain 1
// pool if the bleed is successful for 1 or more (§3.5.1).
var _ = register(&vtes.CardDef{ID: 101089, Name: "Legal Manipulations", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre,
		Cost: vtes.Cost{Blood: 1}, Directed: true, Target: vtes.TargetPrey},
		vtes.BleedAt(2),
		vtes.Effect{Label: "bleed at +2, 1 pool if successful",
			French: "mordre à +2, 1 point de réserve si réussie",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				addBleed(g, 2)
				if vtes.BleedWouldSucceed(g, p) {
					g.GainPool(p.Seat, 1)
				}
			}})})
