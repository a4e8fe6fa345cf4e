package cards

import "kindred/vtes"

// Ludmijla Rakoczy, Sabbat bishop (ANI AUS VIC, capacity 7): the cards
// requiring Animalism she plays cost her 1 blood less (§14 C6: a cost
// modifier, additive; a card costing no blood costs no less).
var ludmijlaRakoczy = register(with(vampire(200879, "Ludmijla Rakoczy", 7, "Tzimisce", 5,
	"ANI AUS VIC", vtes.Sabbat, vtes.Bishop),
	vtes.Static{CostMod: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
		if p.Minion != c || p.Mode == nil || !requiresDisc(p.Mode, vtes.Animalism) ||
			p.Mode.Cost.Blood == 0 {
			return vtes.Cost{}
		}
		return vtes.Cost{Blood: -1}
	}}))

// requiresDisc reports whether mode m requires Discipline d.
func requiresDisc(m *vtes.Mode, d vtes.Disc) bool {
	return d != vtes.NoDisc && (m.Disc == d || m.Also == d || m.Extra == d)
}
