package cards

import "kindred/vtes"

// Oxford University, England: unique location; during the polling of a
// political action, lock it and burn X pool for +2X votes.
var _ = register(&vtes.CardDef{ID: 101341, Name: "Oxford University, England",
	Types: vtes.Master, Unique: true, Location: true,
	Requires: vtes.Requirement{Clan: "Brujah"},
	Modes:    []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling,
		Label: "lock, burn X pool: +2X votes",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && vtes.Political(g, p)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			x := g.ChooseAmount(p.Seat, 1, g.Methuselah(p.Seat).Pool)
			g.BurnPool(p.Seat, x)
			if !g.Methuselah(p.Seat).Ousted {
				g.AddVotes(p.Seat, 2*x)
			}
		}}}}})
