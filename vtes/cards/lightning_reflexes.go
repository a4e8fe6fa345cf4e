package cards

import "kindred/vtes"

// Lightning Reflexes, for 1 blood: 1 additional strike, limited;
// superior: burn X more blood for X additional strikes (§6.5).
var _ = register(&vtes.CardDef{ID: 101107, Name: "Lightning Reflexes", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAdditionalStrikes}.Does(vtes.AdditionalStrikes(1)),
		{Kind: vtes.PlayCombat, Disc: cel, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepAdditionalStrikes, Label: "burn X blood: X additional strikes",
			Legal: vtes.All(vtes.CanGainStrikes, func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Blood >= 2
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				x := g.ChooseAmount(p.Seat, 1, p.Minion.Blood)
				g.LoseBlood(p.Minion, x)
				g.GainStrikes(p.Minion, x)
			}},
	}})
