package cards

import "kindred/vtes"

// Steely Tenacity, for 1 blood, by an Anarch: replaced only after the
// action, and then, if its Methuselah wants, by itself taken back from
// their ash heap (replacefromash.go, §1.5.3). [ani] strike: a hand
// strike or a melee weapon's strike at +1 damage, with 1 optional press
// (§6.6); [dom] a Ⓓ bleed at +1 bleed; [qui] a +1 stealth Ⓓ action to
// enter combat with a minion (§6.1).
var _ = register(&vtes.CardDef{ID: 101869, Name: "Steely Tenacity",
	Types: vtes.Action | vtes.Combat, Cost: vtes.Cost{Blood: 1},
	Requires: vtes.Requirement{Anarch: true}, ReplaceFromAsh: true,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: ani, Level: inf, Hand: true, Cost: vtes.Cost{Blood: 1},
			Label:   "hand strike at +1, with 1 optional press",
			French:  "coup à mains nues à +1, avec 1 poursuite optionnelle",
			Resolve: all(vtes.HandStrike(1).Resolve, vtes.GainPress(1))},
		{Kind: vtes.PlayStrike, Disc: ani, Level: inf, Cost: vtes.Cost{Blood: 1},
			Label:  "melee weapon strike at +1, with 1 optional press",
			French: "coup d'arme de mêlée à +1, avec 1 poursuite optionnelle",
			Legal:  vtes.HasMeleeWeapon, Resolve: all(vtes.WeaponStrikeAt(1), vtes.GainPress(1))},
		vtes.Mode{Kind: vtes.PlayAction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1},
			Directed: true, Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
		steelyCombat(),
	}})

// steelyCombat is Steely Tenacity's [qui] action.
func steelyCombat() vtes.Mode {
	m := stealthy(enterCombatWithMinion(), 1)
	m.Disc, m.Level, m.Cost = vtes.Quietus, inf, vtes.Cost{Blood: 1}
	return m
}
