package cards

import "kindred/vtes"

// Fergus Alexander, Camarilla Gangrel: can enter combat with a locked
// Sabbat vampire as a Ⓓ action; a target unlocked by resolution makes it
// fizzle (group G00078).
var _ = register(with(vampire(200463, "Fergus Alexander", 3, "Gangrel", 5, "pot pro",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetLockedVampire,
		Label:  "enter combat with a locked Sabbat vampire",
		French: "entrer en combat avec un vampire du Sabbat incliné",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.SectOf(p.Target) == vtes.Sabbat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if p.Target.Ready() && p.Target.Locked {
				g.Fight(p.Minion, p.Target)
			}
		}}}}))
