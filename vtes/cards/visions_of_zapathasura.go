package cards

import "kindred/vtes"

// Visions of Zapathasura, for 1 blood: [obf][pre] reduce a bleed against
// you by 3; [OBF][PRE] lock this vampire to reduce it to 0: the amount
// the bleed has now is taken off, and any later increase still counts
// (card text; §3.5.1).
var _ = register(&vtes.CardDef{ID: 102265, Name: "Visions of Zapathasura", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: obf, Also: pre, Level: inf,
			Cost: vtes.Cost{Blood: 1}, Legal: vtes.DuringBleedAgainstYou}.Does(vtes.ReduceBleed(3)),
		{Kind: vtes.PlayReaction, Disc: obf, Also: pre, Level: sup,
			Cost: vtes.Cost{Blood: 1}, Legal: vtes.DuringBleedAgainstYou,
			Label:  "lock: reduce the bleed to 0",
			French: "incliner : réduire la morsure à 0",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Minion)
				a := g.Action()
				a.BleedReduction += g.BleedAmount(a)
			}},
	}})
