package cards

import "kindred/vtes"

// Public Trust: bleed at +2; superior: and if the bleed succeeds for 1
// or more, add 1 blood to a vampire in your uncontrolled region. The
// bleed's amount is final when the action card resolves, so the
// vampire is chosen then ([ANK 20240706] has it named at declaration;
// nothing can move it out of the uncontrolled region meanwhile).
var _ = register(&vtes.CardDef{ID: 101513, Name: "Public Trust", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre,
		Cost: vtes.Cost{Blood: 1}, Directed: true, Target: vtes.TargetPrey},
		vtes.BleedAt(2),
		vtes.Effect{Label: "bleed at +2, 1 blood to an uncontrolled vampire",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				addBleed(g, 2)
				if vtes.BleedWouldSucceed(g, p) && len(g.UncontrolledVampires(p.Seat)) > 0 {
					g.AddUncontrolled(g.Choose(p.Seat, g.UncontrolledVampires(p.Seat)), 1)
				}
			}})})
