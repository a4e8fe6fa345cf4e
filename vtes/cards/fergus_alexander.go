package cards

import "kindred/vtes"

// Fergus Alexander, Gangrel, Camarilla: can enter combat with a locked
// Sabbat vampire as a Ⓓ action (§6.1); a target unlocked, or no longer
// Sabbat, by the time the action resolves makes it do nothing (ruling
// group G00078).
var _ = register(with(vampire(200463, "Fergus Alexander", 3, "Gangrel", 5,
	"pot pro", vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{
		Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetLockedVampire,
		Label:  "enter combat with a locked Sabbat vampire",
		French: "entrer en combat avec un vampire du Sabbat incliné",
		Legal:  lockedSabbat,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if lockedSabbat(g, p) && p.Minion.Ready() {
				g.Fight(p.Minion, p.Target)
			}
		},
	}}}))

// lockedSabbat: the target is a ready, locked Sabbat vampire.
func lockedSabbat(g *vtes.Game, p *vtes.Play) bool {
	return p.Target.Ready() && p.Target.Locked && g.SectOf(p.Target) == vtes.Sabbat
}
