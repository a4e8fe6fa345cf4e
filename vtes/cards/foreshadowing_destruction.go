package cards

import "kindred/vtes"

// Foreshadowing Destruction, during a bleed: [dom] +1 bleed; [DOM] +3
// bleed if the target Methuselah has 9 pool or less; limited (§14 C19).
// The superior level is offered against such a target only: played
// against one with 10 or more it would only linger, not counting against
// the limit ([PIB 20110817] [RTR 20191031]), which Kindred does not play.
var _ = register(&vtes.CardDef{ID: 100765, Name: "Foreshadowing Destruction",
	Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: dom},
		vtes.MoreBleed(1),
		againstLowPool(vtes.MoreBleed(3)))})

// againstLowPool is e when the target Methuselah has 9 pool or less.
func againstLowPool(e vtes.Effect) vtes.Effect {
	out := e.Labelled(e.Label+" (target at 9 pool or less)",
		"+3 en morsure (cible à 9 de réserve ou moins)")
	out.Bleed = e.Bleed // Labelled keeps the legality, not the bleed
	out.Legal = vtes.All(e.Legal, targetPoolAtMost(9))
	return out
}

// targetPoolAtMost: the action is directed at a Methuselah with n pool or
// less.
func targetPoolAtMost(n int) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool {
		a := g.Action()
		return a != nil && a.TargetSeat >= 0 && g.Methuselah(a.TargetSeat).Pool <= n
	}
}
