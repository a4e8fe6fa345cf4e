package cards

import "kindred/vtes"

// Tension in the Ranks: unique; put in play. After a ready minion is
// burned or sent to torpor, its controller burns 1 pool (a minion leaving
// otherwise, with its ousted Methuselah, is neither). Any Methuselah can
// use a master phase action and discard two master cards to burn it.
var _ = register(&vtes.CardDef{ID: 101958, Name: "Tension in the Ranks", Types: vtes.Master,
	Unique: true,
	Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnLeaveReady: func(g *vtes.Game, c *vtes.Card, m *vtes.Card) {
			seat := m.Controller
			if c.Contested || seat < 0 || g.Methuselah(seat).Ousted {
				return
			}
			if m.Zone == vtes.ZoneTorpor || m.Zone == vtes.ZoneAsh {
				g.BurnPool(seat, 1)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepMaster, MasterAction: true,
			AnyMethuselah: true, Label: "discard two master cards: burn it",
			French: "défausser deux cartes de master : la brûler",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return len(mastersInHand(g, p.Seat)) >= 2
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				for range 2 {
					g.Discard(p.Seat, g.Choose(p.Seat, mastersInHand(g, p.Seat)))
				}
				g.Burn(p.Source)
			}}}}})

// mastersInHand lists the master cards in seat's hand.
func mastersInHand(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(seat) {
		if c.Def.Types.Has(vtes.Master) {
			out = append(out, c)
		}
	}
	return out
}
