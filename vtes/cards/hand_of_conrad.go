package cards

import "kindred/vtes"

// Hand of Conrad, for 1 pool: unique equipment. Its vampire has superior
// Potence while it bears it (discgrant.go). As an action, the vampire
// moves a vampire from its Methuselah's ash heap to their uncontrolled
// region, with no blood (§1.3).
var _ = register(&vtes.CardDef{ID: 100882, Name: "Hand of Conrad", Types: vtes.Equipment,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Superior: pot,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction,
			Label:  "move a vampire from the ash heap to the uncontrolled region",
			French: "déplacer un vampire de la pile de cendres dans la région non contrôlée",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.IsVampire() && len(ashVampires(g, p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if vs := ashVampires(g, p.Seat); len(vs) > 0 {
					g.VampireFromAsh(p.Seat, g.Choose(p.Seat, vs))
				}
			}}}}})

// ashVampires lists the vampires in seat's ash heap.
func ashVampires(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range g.Methuselah(seat).Ash {
		if c := g.Card(id); c.IsVampire() {
			out = append(out, c)
		}
	}
	return out
}
