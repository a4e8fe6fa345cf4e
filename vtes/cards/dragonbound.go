package cards

import "kindred/vtes"

// Dragonbound: a Gehenna event, not replaced as long as it is in play
// (replaceonleaving.go); in each Methuselah's discard phase that
// Methuselah burns 1 pool for each vampire in torpor they control
// (discardtrigger.go), a mandatory effect applied first ([ANK
// 20200508-1]).
var _ = register(&vtes.CardDef{ID: 100581, Name: "Dragonbound", Types: vtes.Event,
	ReplaceOnLeaving: true,
	Modes:            []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{HandSize: vtes.OneCardShort,
		OnAnyDiscard: func(g *vtes.Game, _ *vtes.Card, seat int) {
			n := 0
			for _, v := range g.Methuselah(seat).Torpor {
				if g.Card(v).IsVampire() {
					n++
				}
			}
			if n > 0 {
				g.BurnPool(seat, n)
			}
		}}})
