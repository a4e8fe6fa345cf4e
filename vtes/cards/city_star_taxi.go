package cards

import "kindred/vtes"

// City Star Taxi, for 3 pool: a Ravnos recruits it as a +1 stealth
// action (§3.5.5); mortal ally with 2 life, 0 strength, 0 bleed. It can
// strike: 1R damage, gets 1 optional maneuver each combat, and can lock
// to give an acting Ravnos its Methuselah controls +1 stealth (while
// being blocked, where stealth matters, §4.3).
var _ = register(&vtes.CardDef{ID: 102234, Name: "City Star Taxi", Types: vtes.Ally,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Life:     2, Strength: 0, BleedAmount: 0,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 3},
		Label: "recruit", Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{
		Strike:    &vtes.StrikeSpec{Label: "1R damage", French: "1 dégât à distance", Damage: 1, Ranged: true},
		Maneuvers: vtes.EachCombat(1),
		Abilities: []vtes.Ability{vtes.LockForStealth("Ravnos", "Ravnos")}}})
