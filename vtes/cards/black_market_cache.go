package cards

import "kindred/vtes"

// Black Market Cache: a unique location needing a ready Ravnos (§1.5.4).
// As it comes into play, its Methuselah searches their library for up to
// three non-unique equipment cards, kept on it face up and out of play
// (the library shuffled afterward); when they would draw from their
// library, they may draw one of those instead (vtes/storedcards.go). With
// no card left on it, it burns.
var _ = register(&vtes.CardDef{ID: 102351, Name: "Black Market Cache", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SearchLibraryToStore(p.Seat, p.Card, 3, func(c *vtes.Card) bool {
				return c.Def.Types.Has(vtes.Equipment) && !c.Def.Unique
			})
			burnIfBare(g, p.Card)
		}}},
	Static: vtes.Static{Stores: true, OnStoredDrawn: burnIfBare}})

// burnIfBare burns a card in play with no card kept on it ("if this
// location has no cards on it, burn it").
func burnIfBare(g *vtes.Game, c *vtes.Card) {
	if c.Zone == vtes.ZoneInPlay && len(g.Stored(c)) == 0 {
		g.Burn(c)
	}
}
