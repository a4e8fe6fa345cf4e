package cards

import "kindred/vtes"

// Arishat, independent Baali with 1 vote (titled), infernal (keywords.go):
// in the polling of any referendum, blood hunts included, she can burn 1
// blood to force a vampire to abstain, again for another (no limit is
// printed): its votes and ballot, cast already or not, are removed
// ([LSJ 20100311]; Game.Abstain), a priscus's too ([LSJ 19971001]).
var _ = register(with(arishatFacts(vampire(200136, "Arishat", 6, "Baali", 6, "DAI OBF PRE",
	vtes.Independent, vtes.NoTitle)),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, BloodHunt: true,
		Label:  "burn 1 blood: force a vampire to abstain",
		French: "brûler 1 sang : forcer un vampire à s'abstenir",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Referendum() != nil && p.Source.Ready() && p.Source.Blood >= 1 &&
				len(voters(g)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.LoseBlood(p.Source, 1)
			g.Abstain(g.Choose(p.Seat, voters(g)))
		}}}}))

// arishatFacts sets Arishat's printed vote and her infernal keyword.
func arishatFacts(d *vtes.CardDef) *vtes.CardDef {
	d.Votes, d.Infernal = 1, true
	return d
}

// voters lists the ready vampires whose votes still count in the
// referendum being held: a ballot cast, or votes not cast yet.
func voters(g *vtes.Game) []*vtes.Card {
	r := g.Referendum()
	var out []*vtes.Card
	for v := range eachReadyVampire(g) {
		if ballotOf(g, v) != nil || !r.HasCast(v) && g.Votes(v) > 0 {
			out = append(out, v)
		}
	}
	return out
}
