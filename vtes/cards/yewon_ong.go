package cards

import "kindred/vtes"

// Yewon Ong, Prince of Singapore: in the polling of any referendum, she
// may discard a card requiring Oblivion for +1 vote, cast with her own
// (§5.3; §14 C10 "During X, do Y"); locked or not, once per referendum
// (group G00040 [ANK 20220705]: a referendum is held within one action,
// so once per action), as Alexa Draper does with Dominate.
var _ = register(ofCity(with(vampire(201716, "Yewon Ong", 8, "Lasombra", 6, "for DOM OBL POT",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, BloodHunt: true,
		Label:  "discard a card requiring Oblivion: +1 vote",
		French: "défausser une carte requérant Oblivion : +1 voix",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Referendum() != nil && p.Source.Ready() && !p.Source.UsedAction &&
				len(discipline(g, p.Seat, vtes.Oblivion)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkUsedAction(p.Source)
			g.Discard(p.Seat, g.Choose(p.Seat, discipline(g, p.Seat, vtes.Oblivion)))
			if b := ballotOf(g, p.Source); b != nil {
				g.CastVotesWith(p.Source, 1, b.For)
				return
			}
			g.Referendum().AddVoteBonus(p.Source, 1)
		}}}}), "Singapore"))
