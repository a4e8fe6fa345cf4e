package cards

import "kindred/vtes"

// Gnaeus Aemilius Augustinus, Prince of Lima: if he is ready in his
// Methuselah's unlock phase, their prey chooses a ready minion they
// control, which takes 1 unpreventable damage.
var _ = register(ofCity(with(vampire(201712, "Gnaeus Aemilius Augustinus", 9, "Lasombra", 6,
	"tha DOM OBL POT PRO", vtes.Camarilla, vtes.Prince),
	vtes.Static{OnUnlock: func(g *vtes.Game, c *vtes.Card) {
		if c.Zone != vtes.ZoneReady || c.Contested {
			return
		}
		prey := g.Prey(c.Controller)
		if prey == c.Controller {
			return
		}
		if ms := g.ReadyMinions(prey); len(ms) > 0 {
			g.Damage(g.Choose(prey, ms), 1, 0)
		}
	}}), "Lima"))
