package cards

import "kindred/vtes"

// Twisted Bloodhound, Path of Caine, for 1 pool: ghoul retainer with 3
// life, employed as a +1 stealth action; its employer can enter combat
// with a minion as a Ⓓ action (§6.1; a target no longer ready when the
// action resolves makes it fizzle, group G00078).
var _ = register(&vtes.CardDef{ID: 102344, Name: "Twisted Bloodhound", Types: vtes.Retainer, Ghoul: true,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "employ", Resolve: vtes.PutOnMinion(3)}},
	Static: vtes.Static{Actions: []vtes.Mode{enterCombatWithMinion()}}})
