package cards

import "kindred/vtes"

// Perfect Paragon, for 1 blood: [pre] in the polling of a political
// action, +3 votes (§5.3); [PRE] during an action, allies and vampires
// younger than the acting vampire get -1 intercept against it, played as
// such a minion attempts to block (the only time it tells, §4.3), and
// for each later attempt of the action.
var _ = register(&vtes.CardDef{ID: 101387, Name: "Perfect Paragon", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepPolling, Legal: vtes.Political,
			Label: "+3 votes", French: "+3 voix", Resolve: extraVotes(3)},
		{Kind: vtes.PlayModifier, Disc: pre, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBlockAttempt, Legal: vtes.All(vtes.BeingBlocked, paragonBlocker),
			Label:   "allies and younger vampires: -1 intercept",
			French:  "alliés et vampires plus jeunes : -1 en interception",
			Resolve: perfectParagon},
	}})

// paragonBlocker: the minion attempting to block is an ally or a vampire
// younger than the acting one.
func paragonBlocker(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return a != nil && paragonFoe(g, p.Minion, a.Blocker)
}

// paragonFoe: b is an ally or a vampire younger than actor.
func paragonFoe(g *vtes.Game, actor, b *vtes.Card) bool {
	return b != nil && (b.IsAlly() || b.IsVampire() && g.Younger(b, actor))
}

// perfectParagon takes 1 intercept from the current blocker and from each
// ally or younger vampire attempting to block later in the action.
func perfectParagon(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	actor := p.Minion
	if paragonFoe(g, actor, a.Blocker) {
		a.Intercept--
	}
	a.OnAttempt = append(a.OnAttempt, func(g *vtes.Game, b *vtes.Card) {
		if paragonFoe(g, actor, b) {
			g.Action().Intercept--
		}
	})
}
