package cards

import "kindred/vtes"

// Instinctive Reaction: only while a minion controlled by the reacting
// player's predator acts; +1 intercept; [ANI] and, if this vampire
// blocks, 1 optional maneuver in the resulting combat (as Spirit's
// Touch: §6.3, [LSJ 20010813]).
var _ = register(&vtes.CardDef{ID: 100995, Name: "Instinctive Reaction", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: ani,
		Step: vtes.StepBlockAttempt, Legal: vtes.All(vtes.Blocking, predatorActing)},
		vtes.AddIntercept(1),
		vtes.Effect{Label: "+1 intercept, a maneuver if blocking",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddIntercept(1).Resolve(g, p)
				a := g.Action()
				a.ManeuverOnBlock = append(a.ManeuverOnBlock, p.Minion)
			}})})

// predatorActing: the acting minion is controlled by the predator of the
// player of the card.
func predatorActing(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return a != nil && a.Actor != nil && a.Actor.Controller == g.Predator(p.Seat)
}
