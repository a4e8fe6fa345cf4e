package cards

import "kindred/vtes"

// Sense the Sin: [aus] reaction, only when a vampire younger than the
// blocking one acts: +1 intercept; [dai] reaction: +1 intercept, +2 if
// the acting minion has any corruption counters (corruption.go); [DAI]
// action modifier, during a bleed, at any of its windows (Mode.AnyWindow):
// +2 bleed (limited, §14 C19), and for the rest of the action minions
// with any corruption counters get -1 intercept: the one attempting to
// block now, and the others in their attempts to come
// (ActionState.ExtraIntercept).
var _ = register(&vtes.CardDef{ID: 101718, Name: "Sense the Sin",
	Types: vtes.ActionModifier | vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Step: vtes.StepBlockAttempt,
			Legal: vtes.All(vtes.Blocking, youngerActing)}.Does(vtes.AddIntercept(1)),
		vtes.Mode{Kind: vtes.PlayReaction, Disc: vtes.Daimoinon, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking}.Does(vtes.Effect{
			Label:  "+1 intercept, +2 against a corrupted minion",
			French: "+1 interception, +2 contre un serviteur corrompu",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				a.Intercept++
				if g.CorruptionTotal(a.Actor) > 0 {
					a.Intercept++
				}
			}}),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Daimoinon, Level: sup, AnyWindow: true}.Does(
			vtes.Both(vtes.MoreBleed(2), vtes.Effect{
				Label:   "corrupted minions get -1 intercept",
				French:  "les serviteurs corrompus reçoivent -1 en interception",
				Resolve: corruptedIntercept})),
	}})

// youngerActing: the acting minion is a vampire younger than the minion
// playing the card.
func youngerActing(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return a != nil && a.Actor.IsVampire() && p.Minion.IsVampire() && g.Younger(a.Actor, p.Minion)
}

// corruptedIntercept gives the minions in play with any corruption
// counters -1 intercept for the rest of the action.
func corruptedIntercept(g *vtes.Game, _ *vtes.Play) {
	a := g.Action()
	for m := range eachReadyWhere(g, func(m *vtes.Card) bool { return g.CorruptionTotal(m) > 0 }) {
		if m == a.Blocker && !a.Blocked {
			a.Intercept-- // its attempt under way
			continue
		}
		a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: m, N: -1})
	}
}
