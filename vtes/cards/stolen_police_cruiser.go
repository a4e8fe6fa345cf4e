package cards

import "kindred/vtes"

// Stolen Police Cruiser: vehicle equipment, equipped as a +1 stealth
// action (§3.5.3), one vehicle to a minion (oneVehicle). Its Anarch
// gets +1 bleed; allies and younger vampires get -1 intercept against it. Vampires may burn it
// as a Ⓓ action costing 1 pool, paid on success; then its Anarch is
// locked and does not unlock in its next unlock phase.
var _ = register(&vtes.CardDef{ID: 101872, Name: "Stolen Police Cruiser", Types: vtes.Equipment,
	Vehicle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip", Legal: oneVehicle,
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Bleed: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if isAnarch(g, m) {
				return 1
			}
			return 0
		},
		OpponentIntercept: func(g *vtes.Game, c, b *vtes.Card, a *vtes.ActionState) int {
			if h := g.Host(c); h != nil && isAnarch(g, h) && (b.IsAlly() || b.IsVampire() && g.Younger(b,
				h)) {
				return -1
			}
			return 0
		},
		Burnable: true,
		WhoMay:   func(g *vtes.Game, c, actor *vtes.Card) bool { return actor.IsVampire() },
		BurnCost: vtes.Cost{Pool: 1},
		OnBurnAction: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if h := g.Host(c); h != nil {
				g.Lock(h)
				h.NoUnlock = true
				g.Changed(h)
			}
		}}})
