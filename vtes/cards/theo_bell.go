package cards

import "kindred/vtes"

// Theo Bell (group 6): he can enter combat with a minion as a Ⓓ action
// (§3.5.7, §6.1); +1 strength.
var _ = register(with(vampire(201613, "Theo Bell", 8, "Brujah", 6, "aus dom CEL POT PRE",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{
		Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 },
		Actions: []vtes.Mode{{
			Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetMinion, EntersCombat: true,
			Label: "enter combat with a minion", French: "entrer en combat avec un serviteur",
			// A target gone from the ready region by resolution leaves
			// nothing to fight.
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			},
		}}}))
