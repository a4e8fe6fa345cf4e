package cards

import "kindred/vtes"

// Lenelle, Mambo of Birmingham: as a +1 stealth action that costs 1
// blood (undirected), exchange a card of her Methuselah's hand for a
// library card of their ash heap (ExchangeWithAsh: nothing drawn), both
// chosen as the action succeeds.
var _ = register(with(vampire(201721, "Lenelle, Mambo of Birmingham", 6, "Hecata", 6,
	"aus FOR OBL", vtes.Independent, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label:  "exchange a card of your hand for a library card of your ash heap",
		French: "échanger une carte de votre main contre une carte de bibliothèque de votre cendrier",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.Host(p.Card) == nil && p.Card == p.Minion && len(g.Hand(p.Seat)) > 0 &&
				len(libraryAsh(g, p.Seat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if len(g.Hand(p.Seat)) == 0 || len(libraryAsh(g, p.Seat)) == 0 {
				return
			}
			h := g.Choose(p.Seat, g.Hand(p.Seat))
			g.ExchangeWithAsh(p.Seat, h, g.Choose(p.Seat, libraryAsh(g, p.Seat)))
		}}}}))
