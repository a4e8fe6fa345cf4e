package cards

import "kindred/vtes"

// Laptop Computer, for 1 pool: electronic equipment, one to a minion,
// equipped as a +1 stealth action (§3.5.3); its bearer gets +1 bleed.
var _ = register(&vtes.CardDef{ID: 101073, Name: "Laptop Computer", Types: vtes.Equipment, Electronic: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Legal: onePerMinion, Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Bleed: vtes.Always(1)}})
