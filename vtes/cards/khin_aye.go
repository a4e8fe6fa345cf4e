package cards

import "kindred/vtes"

// Khin Aye (Sabbat priscus, Path of Power and the Inner Voice, capacity
// 7): while her Methuselah's predator controls more ready minions than
// they do, they get +1 hand size (also while she is in torpor: group
// G00107, [LSJ 20011022]).
var _ = register(with(onPath(vtes.PathPower, vampire(201760, "Khin Aye", 7, "Ventrue", 6,
	"dom for POT PRE", vtes.Sabbat, vtes.Priscus)),
	vtes.Static{HandSize: func(g *vtes.Game, c *vtes.Card) int {
		seat := c.Controller
		if len(g.ReadyMinions(g.Predator(seat))) > len(g.ReadyMinions(seat)) {
			return 1
		}
		return 0
	}}))
