package cards

import "kindred/vtes"

// Creeping Sabotage: +1 stealth action costing X blood, X the copies
// you control; put in play; your prey burns 1 pool in your unlock phase;
// burnable.
var _ = register(&vtes.CardDef{ID: 102213, Name: "Creeping Sabotage", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Nosferatu"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "put in play (X blood)",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Minion.Blood >= copiesInPlay(g, p.Seat, p.Card.Def)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.LoseBlood(p.Minion, copiesInPlay(g, p.Seat, p.Card.Def))
			vtes.PutInPlay(g, p)
		}}},
	Static: vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) {
		g.BurnPool(g.Prey(c.Controller), 1)
	},
		Burnable: true}})
