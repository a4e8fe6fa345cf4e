package cards

import "kindred/vtes"

// unlockBurnsPrey is "during your unlock phase, your prey burns 1 pool",
// at most once each turn for all copies of the card.
func unlockBurnsPrey(g *vtes.Game, c *vtes.Card) {
	if g.MarkOnce(c.Def.ID) {
		g.BurnPool(g.Prey(c.Controller), 1)
	}
}

// Army of Rats: +1 stealth action; put in play; your prey burns 1 pool
// in your unlock phase (1 each turn from all Army of Rats); burnable.
var _ = register(&vtes.CardDef{ID: 100093, Name: "Army of Rats", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Disc: ani, Level: inf, Stealth: 1,
		Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnUnlock: unlockBurnsPrey, Burnable: true}})
