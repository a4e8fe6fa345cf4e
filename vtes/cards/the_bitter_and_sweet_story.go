package cards

import "kindred/vtes"

// The Bitter and Sweet Story: an event put in play; while it is, each
// Methuselah gets +2 hand size for each victory point they have (half a
// point gives +1; handsize.go draws up as points are won). It leaves play
// with its ousted controller's cards, and the hand sizes drop: their
// predator draws nothing for it ([ANK 20230527-2]).
var _ = register(&vtes.CardDef{ID: 100163, Name: "The Bitter and Sweet Story", Types: vtes.Event,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		EachHandSize: func(g *vtes.Game, _ *vtes.Card, seat int) int {
			return g.Methuselah(seat).VP // in half points: 2 a victory point
		}}})
