package cards

import "kindred/vtes"

// Voter Captivation: after a political action's referendum passed, the
// vampire gains 1 blood per vote it passed by; superior: up to 2 of
// those go to your pool instead.
var _ = register(&vtes.CardDef{ID: 102131, Name: "Voter Captivation",
	Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: pre,
		Step: vtes.StepAfterReferendum, Legal: passedBy},
		vtes.Effect{Label: "gain blood per vote of the margin", Resolve: captivate(false)},
		vtes.Effect{Label: "blood per vote, up to 2 to your pool", Resolve: captivate(true)})})

// passedBy: the action's referendum passed, by any margin: one that
// passed automatically counts as passed by 0 votes (group G00087 [LSJ
// 19980107] [PIB 20150105]).
func passedBy(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	return a != nil && a.Referendum != nil && a.Referendum.Passed
}

// margin is the number of votes a passed referendum passed by: 0 when it
// passed with no more votes for than against, automatically (G00087).
func margin(r *vtes.Referendum) int { return max(0, r.For-r.Against) }

// captivate is Voter Captivation's effect.
func captivate(toPool bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		r := g.Action().Referendum
		n := margin(r)
		if toPool {
			k := g.ChooseAmount(p.Seat, 0, min(2, n))
			g.GainPool(p.Seat, k)
			n -= k
		}
		g.AddBlood(p.Minion, n)
	}
}
