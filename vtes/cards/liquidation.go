package cards

import "kindred/vtes"

// Liquidation: not replaced until its Methuselah's discard phase
// (replacediscard.go); burn the top 7 cards of the library to gain 3
// pool; not playable with fewer than 7 cards in the library ([LSJ
// 20070901]).
var _ = register(&vtes.CardDef{ID: 101112, Name: "Liquidation", Types: vtes.Master,
	ReplaceAtDiscard: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "burn 7 library cards: +3 pool", French: "brûler 7 cartes de bibliothèque : +3 réserve",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return g.LibrarySize(p.Seat) >= 7 },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.BurnLibraryTop(p.Seat, 7)
			g.GainPool(p.Seat, 3)
		}}}})
