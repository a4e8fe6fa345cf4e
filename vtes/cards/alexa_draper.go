package cards

import "kindred/vtes"

// Alexa Draper, Prince of Melbourne: in the polling of any referendum,
// blood hunts included, she may discard a card requiring Dominate for
// +1 vote, cast with her own (§5.3; §14 C10 "During X, do Y"); locked
// or not, once per referendum (group G00040 [ANK 20220705]: a
// referendum is held within one action, so once per action).
var _ = register(ofCity(with(vampire(201529, "Alexa Draper", 8, "Ventrue", 6, "for pot DOM PRE",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, BloodHunt: true,
		Label: "discard a card requiring Dominate: +1 vote",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Referendum() != nil && p.Source.Ready() && !p.Source.UsedAction && len(discipline(g,
				p.Seat, dom)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkUsedAction(p.Source)
			g.Discard(p.Seat, g.Choose(p.Seat, discipline(g, p.Seat, dom)))
			if b := ballotOf(g, p.Source); b != nil {
				g.CastVotesWith(p.Source, 1, b.For)
				return
			}
			g.Referendum().AddVoteBonus(p.Source, 1)
		}}}}), "Melbourne"))
