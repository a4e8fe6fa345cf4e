package cards

import "kindred/vtes"

// Hartmut Stover, Sabbat archbishop of Berlin: each vampire casting votes
// or ballots against a referendum he called burns 1 blood once the votes
// are tallied (callertally.go; §5.2). During his Methuselah's discard
// phase they can burn the Edge to gain 1 pool.
var _ = register(ofCity(with(vampire(200575, "Hartmut Stover", 10, "Gangrel antitribu", 3,
	"dom for CEL OBF PRO", vtes.Sabbat, vtes.Archbishop),
	vtes.Static{
		AfterOwnTally: func(g *vtes.Game, c *vtes.Card, r *vtes.Referendum) {
			for _, v := range r.VotedAgainst() {
				if v.Zone == vtes.ZoneReady || v.Zone == vtes.ZoneTorpor {
					g.LoseBlood(v, 1)
				}
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase,
			Label: "burn the Edge: gain 1 pool", French: "brûler l'Avantage : gagner 1 réserve",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Edge == p.Seat && g.Active == p.Seat
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Edge = -1
				g.GainPool(p.Seat, 1)
			}}}}), "Berlin"))
