package cards

import "kindred/vtes"

// Aggressive Corpse, Hecata, recruited for 2 blood: zombie ally with 3
// life, 2 strength, 0 bleed. It can enter combat with a minion as a Ⓓ
// action; it cannot be the target of directed actions requiring Dominate
// or Presence (directedbans.go); in combat its strikes cannot be dodged
// (undodgeable.go); it cannot gain life (nogear.go).
var _ = register(&vtes.CardDef{ID: 102286, Name: "Aggressive Corpse", Types: vtes.Ally,
	Requires: vtes.Requirement{Clan: "Hecata"}, Zombie: true, Life: 3, Strength: 2,
	CannotGainLife: true, UndodgeableStrikes: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 2},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(3)}},
	Static: vtes.Static{
		Actions: []vtes.Mode{enterCombatWithMinion()},
		BarsDirected: func(_ *vtes.Game, _, _ *vtes.Card, md *vtes.Mode) bool {
			return requiresDisc(md, vtes.Dominate) || requiresDisc(md, vtes.Presence)
		}}})
