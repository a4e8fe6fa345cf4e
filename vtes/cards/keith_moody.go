package cards

import "kindred/vtes"

// Keith Moody (Sabbat, DOM, capacity 3): in his Methuselah's unlock
// phase, their prey, holding the Edge, may burn it to burn 1 blood from
// him (§3.1; the Edge back to the centre, §5.3).
var _ = register(with(vampire(200767, "Keith Moody", 3, "Tremere antitribu", 4, "DOM",
	vtes.Sabbat, vtes.NoTitle),
	vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) {
		prey := g.Prey(c.Controller)
		if prey == c.Controller || g.Edge != prey || c.Blood < 1 || !inPlay(c) || !g.YesNo(prey, c) {
			return
		}
		g.Edge = -1
		g.LoseBlood(c, 1)
	}}))

// inPlay: card c is in a controlled region or on a card in play.
func inPlay(c *vtes.Card) bool {
	return c.Zone == vtes.ZoneReady || c.Zone == vtes.ZoneTorpor || c.Zone == vtes.ZoneInPlay ||
		c.Zone == vtes.ZoneAttached
}
