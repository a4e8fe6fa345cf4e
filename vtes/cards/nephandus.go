package cards

import "kindred/vtes"

// Nephandus, recruited by a Tremere antitribu as an action for 2 pool: a
// mage ally with 2 life, 0 strength and 1 bleed. He can strike: 1R damage;
// he gets 1 optional press each combat; he can burn a vampire in torpor to
// gain 1 life as a Ⓓ action (his life can exceed 2, [ANK 20171109]). Each
// strike the opposing minion makes against him inflicts 1 less damage
// (damagereduction.go), unpreventable damage too ([LSJ 20100519]), a
// weapon's too ([LSJ 20091123-2]).
var _ = register(&vtes.CardDef{ID: 101272, Name: "Nephandus", Types: vtes.Ally,
	Requires: vtes.Requirement{Clan: "Tremere antitribu"}, Mage: true, Life: 2, Strength: 0,
	BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{
		Strike:          &vtes.StrikeSpec{Label: "1R damage", French: "1 point de dégâts à distance", Damage: 1, Ranged: true},
		Presses:         vtes.EachCombat(1),
		DamageReduction: 1,
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetVampire,
			Label:  "burn a vampire in torpor, gain 1 life",
			French: "brûler un vampire en torpeur, gagner 1 point de vie",
			Legal:  targetInTorpor,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Zone == vtes.ZoneTorpor {
					g.Burn(p.Target)
					g.AddBlood(p.Minion, 1)
				}
			}}}}})
