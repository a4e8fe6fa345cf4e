package cards

import "kindred/vtes"

// Channel 10: unique location; lock it to give a minion its Methuselah
// controls +2 intercept, while it blocks short of intercept (§4.3); not
// during the first action of a minion phase (vtes.NotFirstAction).
var _ = register(&vtes.CardDef{ID: 100327, Name: "Channel 10", Types: vtes.Master,
	Unique: true, Location: true, CountsActions: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		lockForBlocker(2, false, "lock: +2 intercept", "incliner : +2 interception",
			vtes.NotFirstAction)}}})
