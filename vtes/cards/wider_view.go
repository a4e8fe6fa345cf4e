package cards

import "kindred/vtes"

// Wider View, for 1 pool: a trifle put in play. In its Methuselah's
// influence phase: use 1 transfer to draw 1 crypt card, then remove a
// crypt card of their uncontrolled region from the game (removed cards
// are public, [LSJ 20080314]); use 4 transfers to burn it and gain 2
// pool (§3.6).
var _ = register(&vtes.CardDef{ID: 102180, Name: "Wider View", Types: vtes.Master,
	Trifle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepInfluence,
			Label:  "1 transfer: draw a crypt card, remove one",
			French: "1 transfert : piocher une carte de crypte, en retirer une",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.TransfersLeft(p.Seat) >= 1 && len(g.Methuselah(p.Seat).Crypt) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.SpendTransfers(p.Seat, 1)
				g.DrawFromCrypt(p.Seat)
				if c := g.Choose(p.Seat, g.UncontrolledVampires(p.Seat)); c != nil {
					g.RemoveFromGame(c)
				}
			}},
		{Step: vtes.StepInfluence,
			Label:  "4 transfers: burn it, gain 2 pool",
			French: "4 transferts : la brûler, gagner 2 réserve",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.TransfersLeft(p.Seat) >= 4
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.SpendTransfers(p.Seat, 4)
				g.Burn(p.Source)
				g.GainPool(p.Seat, 2)
			}},
	}}})
