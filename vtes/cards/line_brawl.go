package cards

import "kindred/vtes"

// Line Brawl: requires an Anarch; [cel] Ⓓ steal 1 pool from another
// Methuselah; [pot] Ⓓ enter combat with a minion; [pre] Ⓓ bleed at +1.
var _ = register(&vtes.CardDef{ID: 102229, Name: "Line Brawl", Types: vtes.Action,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: cel, Level: inf, Directed: true,
			Target: vtes.TargetMethuselah, Label: "steal 1 pool",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.BurnPool(p.Seat2, 1)
				g.GainPool(p.Seat, 1)
			}},
		{Kind: vtes.PlayAction, Disc: pot, Level: inf, Directed: true,
			Target: vtes.TargetMinion, EntersCombat: true, Label: "enter combat with a minion",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}},
		vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true,
			Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
	}})
