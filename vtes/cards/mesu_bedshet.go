package cards

import "kindred/vtes"

// Mesu Bedshet, for 1 blood: Ministry; +1 stealth action (undirected).
// Reveal the top card of its Methuselah's crypt: a Ministry vampire is
// drawn to their uncontrolled region, with 2 blood added if it is
// younger than the acting vampire (§1.3 capacity); any other card is
// shuffled back into the crypt. Not playable with an empty crypt (group
// G00126 [RTR 20000501]).
var _ = register(&vtes.CardDef{ID: 101206, Name: "Mesu Bedshet", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Ministry"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label:  "reveal the top card of your crypt",
		French: "révéler la carte du dessus de votre crypte",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return len(g.Methuselah(p.Seat).Crypt) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			top := g.CryptTop(p.Seat)
			switch {
			case top == nil:
			case top.IsVampire() && top.Def.Clan == "Ministry":
				g.DrawFromCrypt(p.Seat)
				if g.Younger(top, p.Minion) {
					g.AddUncontrolled(top, 2)
				}
			default:
				g.ShuffleCrypt(p.Seat)
			}
		}}}})
