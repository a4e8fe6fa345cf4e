package cards

import "kindred/vtes"

// Shroud of Decay: [obl] Ⓓ bleed at +1; if the bleed is successful (for 1
// or more), the Methuselah bled discards 2 cards of their choice (drawing
// back, as any discard: Game.Discard). [OBL] Ⓓ action at the prey: remove
// 7 cards of their ash heap from the game, the acting Methuselah's
// choice, to burn 3 of their pool.
var _ = register(&vtes.CardDef{ID: 102295, Name: "Shroud of Decay", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: vtes.Oblivion, Level: inf, Directed: true,
			Target: vtes.TargetPrey,
			Label:  "bleed at +1, 2 cards discarded if successful",
			French: "mordre à +1, 2 cartes défaussées si réussie",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				addBleed(g, 1)
				if vtes.BleedWouldSucceed(g, p) {
					a := g.Action()
					seat := a.TargetSeat
					if a.Retarget >= 0 {
						seat = a.Retarget
					}
					for range 2 {
						if h := g.Hand(seat); len(h) > 0 {
							g.Discard(seat, g.Choose(seat, h))
						}
					}
				}
			}},
		{Kind: vtes.PlayAction, Disc: vtes.Oblivion, Level: sup, Directed: true,
			Seats:  func(g *vtes.Game, p *vtes.Play) []int { return []int{g.Prey(p.Seat)} },
			Label:  "remove 7 cards of your prey's ash heap from the game: they burn 3 pool",
			French: "retirer du jeu 7 cartes du cendrier de votre proie : elle brûle 3 points de réserve",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Prey(p.Seat) != p.Seat && len(g.AshHeap(g.Prey(p.Seat))) >= 7
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				prey := g.Action().TargetSeat
				if prey < 0 || len(g.AshHeap(prey)) < 7 {
					return
				}
				removeFromAsh(g, p.Seat, prey, 7)
				g.BurnPool(prey, 3)
			}},
	}})
