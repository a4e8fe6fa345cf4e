package cards

import (
	"slices"

	"kindred/vtes"
)

// Fortschritt Library, master: search the library for a Gehenna event
// card, show it and add it to the hand, then discard down to the hand
// size (the card itself replaced as played, §1.5.3); only one played in
// a game, counted as it is played.
var _ = register(&vtes.CardDef{ID: 100775, Name: "Fortschritt Library", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Legal: vtes.OnlyOneEachGame,
		Label:  "search the library for a Gehenna event",
		French: "chercher un événement Géhenne dans la bibliothèque",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PlayedThisGame(g, p)
			g.SearchLibraryToHand(p.Seat, func(c *vtes.Card) bool {
				return slices.Contains(gehennaEvents, c.Def.ID)
			})
			g.DiscardDown(p.Seat)
		}}}})

// gehennaEvents are the ids of the Gehenna events of the card list (an
// event whose text begins "Gehenna."), checked against it by
// TestFortschrittLibrary.
var gehennaEvents = []int{100011, 100074, 100148, 100215, 100217, 100248, 100409, 100581,
	100612, 100695, 100696, 100796, 101279, 101285, 101566, 101614, 101639, 101640, 101807,
	101974, 101994, 102079, 102095, 102194}
