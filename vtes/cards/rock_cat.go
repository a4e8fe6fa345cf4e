package cards

import "kindred/vtes"

// Rock Cat, Gargoyle, for 4 pool: a Gargoyle creature ally, 4 life, 3
// strength, 0 bleed. It can enter combat with a ready minion as a Ⓓ
// action; opposing vampires of capacity 3 or less cannot strike in the
// first round (strikebans.go); 1 optional press each combat; it plays
// cards requiring basic Potence as a vampire of capacity 3
// (asvampiregrant.go; groups G00011, G00084, G00085).
var _ = register(&vtes.CardDef{ID: 101645, Name: "Rock Cat", Types: vtes.Ally,
	Requires: vtes.Requirement{Clan: "Gargoyle"}, Life: 4, Strength: 3,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 4},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(4)}},
	Static: vtes.Static{
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, EntersCombat: true,
			Label: "enter combat with a minion", French: "entrer en combat avec un serviteur",
			Legal: func(_ *vtes.Game, p *vtes.Play) bool { return p.Target.Ready() },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() && p.Minion.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}}},
		OpponentStrikeBan: func(g *vtes.Game, _, opp *vtes.Card) vtes.StrikeKind {
			if cs := g.Combat(); cs != nil && cs.Round == 1 && opp.IsVampire() && g.Capacity(opp) <= 3 {
				return vtes.AnyStrike
			}
			return 0
		},
		Presses: vtes.EachCombat(1),
		PlaysAs: &vtes.PlaysAs{Disc: pot, Level: inf, Capacity: 3}}})
