package cards

import "kindred/vtes"

// Kateline Nadasdy: in the polling of a political action, she can burn 1
// blood to force a non-acting vampire to abstain: its votes and ballot,
// priscus ones too, are removed or not cast ([LSJ 19971001], [LSJ
// 20100311]). Offered for a vampire with votes or a ballot that has not
// abstained yet.
var _ = register(with(vampire(200763, "Kateline Nadasdy", 7, "Toreador", 4, "AUS CEL PRE",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling,
		Label:  "burn 1 blood: a vampire abstains",
		French: "brûler 1 point de sang : un vampire s'abstient",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.Political(g, p) && p.Source.Ready() && p.Source.Blood >= 1 &&
				len(abstainable(g)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.LoseBlood(p.Source, 1)
			g.Abstain(g.Choose(p.Seat, abstainable(g)))
		}}}}))

// abstainable lists the ready vampires other than the acting one that
// have votes or a ballot and have not abstained (Kateline Nadasdy).
func abstainable(g *vtes.Game) []*vtes.Card {
	r := g.Referendum()
	var out []*vtes.Card
	for v := range eachReadyVampire(g) {
		if a := g.Action(); a != nil && a.Actor == v {
			continue
		}
		if g.Votes(v) == 0 && !g.IsPriscus(v) || r.HasCast(v) && ballotOf(g, v) == nil {
			continue
		}
		out = append(out, v)
	}
	return out
}
