package cards

import "kindred/vtes"

// Fergus Alexander, Camarilla: can enter combat with a locked Sabbat
// vampire as a Ⓓ action; a target no longer so as the action resolves
// makes it fizzle (§6.1; group G00078).
var _ = register(with(vampire(200463, "Fergus Alexander", 3, "Gangrel", 5, "pot pro",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetLockedMinion, EntersCombat: true,
		Label:  "enter combat with a locked Sabbat vampire",
		French: "entrer en combat avec un vampire du Sabbat incliné",
		Legal:  func(g *vtes.Game, p *vtes.Play) bool { return lockedSabbat(g, p.Target) },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if lockedSabbat(g, p.Target) && p.Target.Ready() && p.Minion.Ready() {
				g.Fight(p.Minion, p.Target)
			}
		}}}}))

// lockedSabbat: a locked Sabbat vampire.
func lockedSabbat(g *vtes.Game, t *vtes.Card) bool {
	return t != nil && t.IsVampire() && t.Locked && g.SectOf(t) == vtes.Sabbat
}
