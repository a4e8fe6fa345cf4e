package cards

import "kindred/vtes"

// Learjet, for 1 pool: a vehicle, one to a minion (oneVehicle). Each
// time its Methuselah replaces a card its bearer played as the acting
// minion, they may draw 1 more card, then discard down to their hand
// size, having seen the replacement ([LSJ 20050224-4];
// vtes/actingreplace.go).
var _ = register(&vtes.CardDef{ID: 101080, Name: "Learjet", Types: vtes.Equipment,
	Vehicle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Legal: oneVehicle, Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{DrawMoreActing: true}})
