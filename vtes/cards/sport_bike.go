package cards

import "kindred/vtes"

// Sport Bike, for 1 pool: a vehicle, equipped as a +1 stealth action
// (§3.5.3), one vehicle to a minion (oneVehicle); its bearer gets +1
// intercept (§4.3).
var _ = register(&vtes.CardDef{ID: 101856, Name: "Sport Bike", Types: vtes.Equipment,
	Vehicle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Legal: oneVehicle, Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Intercept: func(*vtes.Game, *vtes.Card, *vtes.Card, *vtes.ActionState) int {
		return 1
	}}})
