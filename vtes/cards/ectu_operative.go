package cards

import "kindred/vtes"

// ECTU Operative, for 2 pool: recruited as a +1 stealth action (§3.5.5);
// mortal ally with 3 life, 1 strength, 0 bleed. He can strike for 1R
// damage, gets 1 optional maneuver each combat, and can burn a vampire in
// torpor as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 102237, Name: "ECTU Operative", Types: vtes.Ally,
	Life: 3, Strength: 1, BleedAmount: 0,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", Resolve: vtes.RecruitAlly(3)}},
	Static: vtes.Static{
		Strike: &vtes.StrikeSpec{Label: "1R damage", French: "1 dégât à distance",
			Damage: 1, Ranged: true},
		Maneuvers: vtes.EachCombat(1),
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetVampire,
			Label: "burn a vampire in torpor", French: "brûler un vampire en torpeur",
			Legal: targetInTorpor,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Zone == vtes.ZoneTorpor {
					g.Burn(p.Target)
				}
			}}}}})
