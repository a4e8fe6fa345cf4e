package cards

import "kindred/vtes"

// Muddled Vampire Hunter, Malkavian, recruited for 2 pool (§3.5.5):
// unique mortal ally with 1 life, 4 strength, 0 bleed, whose every strike
// is a first strike (strikesfirst.go); he can enter combat with a ready
// vampire controlled by another Methuselah as a Ⓓ action.
var _ = register(&vtes.CardDef{ID: 101250, Name: "Muddled Vampire Hunter", Types: vtes.Ally,
	Unique: true, Requires: vtes.Requirement{Clan: "Malkavian"},
	Life: 1, Strength: 4, BleedAmount: 0, StrikesFirst: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(1)}},
	Static: vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetVampire, EntersCombat: true,
		Label: "enter combat with a vampire", French: "entrer en combat avec un vampire",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Target.Ready() {
				g.Fight(p.Minion, p.Target)
			}
		}}}}})
