package cards

import "kindred/vtes"

// Gregory Winter, for 2 pool: recruited as a +1 stealth action (§3.5.5);
// unique ghoul ally with 4 life, 1 strength, 1 bleed. He can steal 1
// blood, becoming life, from a vampire another Methuselah controls as a +1
// stealth Ⓓ action (even one with no blood, [RTR 20010711]: the action
// succeeds for nothing); he can burn a vampire in torpor to gain 2 life as
// a Ⓓ action. In his Methuselah's unlock phase, he burns 1 life.
var _ = register(&vtes.CardDef{ID: 100855, Name: "Gregory Winter", Types: vtes.Ally,
	Unique: true, Ghoul: true, Life: 4, Strength: 1, BleedAmount: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", Resolve: vtes.RecruitAlly(4)}},
	Static: vtes.Static{
		Actions: []vtes.Mode{
			{Kind: vtes.PlayAction, Stealth: 1, Directed: true, Target: vtes.TargetVampire,
				Label:  "steal 1 blood from a vampire",
				French: "voler 1 point de sang à un vampire",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Target.Zone == vtes.ZoneReady
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Blood > 0 && p.Minion.Ready() {
						g.LoseBlood(p.Target, 1)
						g.AddBlood(p.Minion, 1)
					}
				}},
			{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetVampire,
				Label:  "burn a vampire in torpor, gain 2 life",
				French: "brûler un vampire en torpeur, gagner 2 points de vie",
				Legal:  targetInTorpor,
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Zone == vtes.ZoneTorpor {
						g.Burn(p.Target)
						g.AddBlood(p.Minion, 2)
					}
				}},
		},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) { g.LoseBlood(c, 1) }}})
