package cards

import "kindred/vtes"

// Spirit's Touch: +1 intercept; [AUS] and, if this vampire blocks, 1
// optional maneuver in the resulting combat only, given again by a
// second block of the same action ([LSJ 20010813], [LSJ 20010814-2]).
var _ = register(&vtes.CardDef{ID: 101850, Name: "Spirit's Touch", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: aus,
		Step: vtes.StepBlockAttempt, Legal: vtes.Blocking},
		vtes.AddIntercept(1),
		vtes.Effect{Label: "+1 intercept, a maneuver if blocking",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddIntercept(1).Resolve(g, p)
				a := g.Action()
				a.ManeuverOnBlock = append(a.ManeuverOnBlock, p.Minion)
			}})})
