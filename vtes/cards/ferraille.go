package cards

import "kindred/vtes"

// Ferraille: Ministry; unique; put in play; once each turn, during the
// polling of any referendum, burn 1 pool for +3 votes, not cast if
// that ousts you ([LSJ 20081105]); once during each Methuselah's turn
// (group G00014 [ANK 20180719-4]).
var _ = register(&vtes.CardDef{ID: 100722, Name: "Ferraille", Types: vtes.Master, Unique: true,
	Requires: vtes.Requirement{Clan: "Ministry"},
	Modes:    []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling,
		Label: "burn 1 pool: +3 votes",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.UsedTurn && g.Referendum() != nil
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkUsedTurn(p.Source)
			g.BurnPool(p.Seat, 1)
			if !g.Methuselah(p.Seat).Ousted {
				g.AddVotes(p.Seat, 3)
			}
		}}}}})
