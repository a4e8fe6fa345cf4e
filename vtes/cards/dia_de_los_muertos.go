package cards

import "kindred/vtes"

// Día de los Muertos, for 1 pool: only one can be played in a game; the
// first referendum a Sabbat vampire its player controls calls this turn
// passes automatically, with no polling (passesautomatically.go): no
// "during a referendum" card, no vote, and nothing for effects reading
// the margin it passed by ([LSJ 19980107]).
var _ = register(&vtes.CardDef{ID: 100541, Name: "Día de los Muertos", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label:  "the first Sabbat referendum this turn passes automatically",
		French: "le premier référendum du Sabbat de ce tour passe automatiquement",
		Legal:  vtes.OnlyOneEachGame,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PlayedThisGame(g, p)
			g.PassNextSabbatReferendum(p.Seat)
		}}}})
