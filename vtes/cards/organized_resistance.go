package cards

import (
	"iter"

	"kindred/vtes"
)

// Organized Resistance: requires a baron, locked or not; an Anarch you
// control attempting to block gets +1 intercept; or unlock a locked
// Anarch you control, who attempts to block at once with +1 intercept
// (groups G00037, G00123 [LSJ 20090514]); not a minion the action bars
// from blocking (group G00124).
var _ = register(&vtes.CardDef{ID: 102230, Name: "Organized Resistance", Types: vtes.Reaction,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Baron}},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockAttempt,
			Label: "+1 intercept to a blocking Anarch",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Blocker != nil && a.Blocker.Controller == p.Seat && isAnarch(g,
					a.Blocker) && a.Intercept < a.Stealth
			},
			Resolve: vtes.AddIntercept(1).Resolve},
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision,
			Label: "unlock an Anarch to block with +1 intercept",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return some(eachLockedAnarch(g, p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Choose(p.Seat, lockedAnarchs(g, p.Seat))
				g.Unlock(v)
				a := g.Action()
				a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: v, N: 1})
				vtes.AttemptBlock(g, &vtes.Play{Seat: p.Seat, Minion: v})
			}},
	}})

// lockedAnarchs lists the locked Anarchs seat controls in the ready
// region that the action does not bar from blocking (group G00124 [LSJ
// 20010714-2]).
func lockedAnarchs(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachLockedAnarch(g, seat))
}

// barredFromBlocking reports whether an effect of the current action bars
// minion m from attempting to block it.
func barredFromBlocking(g *vtes.Game, m *vtes.Card) bool {
	if a := g.Action(); a != nil {
		for _, f := range a.CannotBlock {
			if f(m) {
				return true
			}
		}
	}
	return false
}

// eachLockedAnarch walks lockedAnarchs.
func eachLockedAnarch(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, seat, func(m *vtes.Card) bool {
			return m.Locked && isAnarch(g, m) && !barredFromBlocking(g, m)
		}, yield)
	}
}
