package cards

import "kindred/vtes"

// The Sargon Fragment, for 1 pool: unique equipment. Its vampire has
// superior Necromancy (discgrant.go); it can take, as an action costing 1
// blood, a library card of its Methuselah's ash heap to their hand, then
// they discard down (§1.5.3). The card is named as the action is
// announced [LSJ 20010627] (an action mark of the Fragment:
// sargonNamed), and any copy of it in the ash heap then is taken [LSJ
// 20050228]; none left, nothing is.
var _ = register(&vtes.CardDef{ID: 101681, Name: "The Sargon Fragment", Types: vtes.Equipment,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Superior: vtes.Necromancy,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Blood: 1},
			Label:  "a library card of your ash heap to your hand",
			French: "une carte de bibliothèque de votre pile de cendres dans votre main",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.IsVampire() && g.AshLibraryCards(p.Seat) > 0
			},
			OnAnnounce: func(g *vtes.Game, p *vtes.Play) {
				if lib := ashLibrary(g, p.Seat); len(lib) > 0 {
					g.ActionOnce(p.Card, sargonNamed(g.Choose(p.Seat, lib).Def))
				}
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				for _, c := range ashLibrary(g, p.Seat) {
					if !g.ActionFree(p.Card, sargonNamed(c.Def)) {
						g.RecallFromAsh(p.Seat, c, nil)
						g.DiscardDown(p.Seat)
						return
					}
				}
			}}}}})

// sargonNamed is the action mark of The Sargon Fragment naming card d.
func sargonNamed(d *vtes.CardDef) int { return -101681<<20 - d.ID }

// ashLibrary lists the library cards of seat's ash heap.
func ashLibrary(g *vtes.Game, seat int) []*vtes.Card {
	var lib []*vtes.Card
	for _, c := range g.AshHeap(seat) {
		if !c.Def.IsCrypt() {
			lib = append(lib, c)
		}
	}
	return lib
}
