package cards

import "kindred/vtes"

// Nathaniel Bordruff can enter combat with a locked vampire as a Ⓓ
// action.
var _ = register(with(vampire(201632, "Nathaniel Bordruff", 7, "Nosferatu", 6,
	"ani DOM OBF POT", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{
		Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetLockedVampire, EntersCombat: true,
		Label: "enter combat with a locked vampire",
		// A target unlocked by the time the action resolves makes it
		// fizzle (ruling group G00078).
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Target.Ready() && p.Target.Locked {
				g.Fight(p.Minion, p.Target)
			}
		},
	}}}))
