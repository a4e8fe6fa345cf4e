package cards

import "kindred/vtes"

// Awe, for X blood, action modifier only usable during the polling step
// of a political action (§5.3): the acting vampire gets X+1 more votes
// ([pre]), 2X+1 ([PRE]); X is the card's cost, chosen and burned as it
// resolves, 0 included (as Hidden Strength's).
var _ = register(&vtes.CardDef{ID: 100119, Name: "Awe", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: pre,
		Step: vtes.StepPolling, Legal: vtes.Political},
		vtes.Effect{Label: "X blood: +X+1 votes", French: "X sang : +X+1 voix", Resolve: awe(1)},
		vtes.Effect{Label: "X blood: +2X+1 votes", French: "X sang : +2X+1 voix", Resolve: awe(2)})})

// awe burns the X blood chosen, 0 to the vampire's blood, for per·X+1
// votes.
func awe(per int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		x := g.ChooseAmount(p.Seat, 0, p.Minion.Blood)
		g.LoseBlood(p.Minion, x)
		extraVotes(per*x+1)(g, p)
	}
}
