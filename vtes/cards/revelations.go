package cards

import "kindred/vtes"

// Revelations, for 1 blood: a +1 stealth action. [aus] Ⓓ against the
// prey: the acting Methuselah looks at the prey's hand and discards a
// card of their choice from it; the prey replaces it, unseen ([LSJ
// 20100119]). [AUS] Put in play: the prey of its Methuselah plays with an
// open hand (openhand.go); minions of the other Methuselahs may burn it
// as a Ⓓ action (§3.5 #7: its own Methuselah's minions may not yet, see
// docs/RULES-STATUS.md).
var _ = register(&vtes.CardDef{ID: 101627, Name: "Revelations", Types: vtes.Action,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: aus, Level: inf, Stealth: 1, Cost: vtes.Cost{Blood: 1},
			Directed: true, Seats: func(g *vtes.Game, p *vtes.Play) []int { return []int{g.Prey(p.Seat)} },
			Label:  "look at your prey's hand, discard a card",
			French: "regarder la main de votre proie, en défausser une carte",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Prey(p.Seat) != p.Seat && len(g.Hand(g.Prey(p.Seat))) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				prey := g.Prey(p.Seat)
				if hand := g.Hand(prey); len(hand) > 0 && prey != p.Seat {
					g.Discard(prey, g.Choose(p.Seat, hand))
				}
			}},
		{Kind: vtes.PlayAction, Disc: aus, Level: sup, Stealth: 1, Cost: vtes.Cost{Blood: 1},
			Label:   "put in play: your prey plays with an open hand",
			French:  "mettre en jeu : votre proie joue avec sa main révélée",
			Resolve: vtes.PutInPlay},
	},
	Static: vtes.Static{
		OpenHand: func(g *vtes.Game, c *vtes.Card, seat int) bool {
			return c.Zone == vtes.ZoneInPlay && seat == g.Prey(c.Controller) && seat != c.Controller
		},
		Burnable: true}})
