package cards

import "kindred/vtes"

// Karen Suadela, Camarilla Prince of Houston: while she is a prince,
// Gehenna events do not affect her (vtes.GehennaAffects: only what an
// event does to her, not to her Methuselah or to other minions, [LSJ
// 20081120-2] [LSJ 20100121]); +1 stealth on undirected actions (§4.1).
var _ = register(ofCity(with(vampire(200753, "Karen Suadela", 7, "Brujah", 5, "obf pre CEL POT",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{
		UnaffectedByGehenna: func(g *vtes.Game, c *vtes.Card) bool { return g.TitleOf(c) == vtes.Prince },
		Stealth: func(_ *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Actor == m && m == source && !a.Directed {
				return 1
			}
			return 0
		}}), "Houston"))
