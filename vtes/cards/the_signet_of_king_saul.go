package cards

import "kindred/vtes"

// The Signet of King Saul, for 1 pool: unique equipment; vampires of
// capacity 8 or more cannot attempt to block its bearer (§4.2): each of
// the bearer's actions, as it is announced, bars them (ActionState.
// CannotBlock).
var _ = register(&vtes.CardDef{ID: 101781, Name: "The Signet of King Saul", Types: vtes.Equipment,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if c.Zone == vtes.ZoneAttached && a.Actor == g.Host(c) {
			a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool {
				return b.IsVampire() && g.Capacity(b) >= 8
			})
		}
	}}})
