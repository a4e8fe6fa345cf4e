package cards

import "kindred/vtes"

// Thadius Zho, for 3 pool: Tremere; recruited as a +1 stealth action
// (§3.5.5); unique mage ally with 2 life, 0 strength, 2 bleed. He can
// strike: 2R damage, and gets 1 optional maneuver each combat; he can
// burn 1 blood from a vampire as a +1 stealth Ⓓ action (directed when
// another Methuselah controls it, A7).
var _ = register(&vtes.CardDef{ID: 101963, Name: "Thadius Zho", Types: vtes.Ally,
	Unique: true, Requires: vtes.Requirement{Clan: "Tremere"}, Mage: true,
	Life: 2, Strength: 0, BleedAmount: 2,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 3},
		Label: "recruit", Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{
		Strike:    &vtes.StrikeSpec{Label: "2R damage", French: "2 dégâts à distance", Damage: 2, Ranged: true},
		Maneuvers: vtes.EachCombat(1),
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
			Target: vtes.TargetAnyVampire,
			Label:  "burn 1 blood from a vampire", French: "brûler 1 point de sang d'un vampire",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Blood > 0 {
					g.LoseBlood(p.Target, 1)
				}
			}}}}})
