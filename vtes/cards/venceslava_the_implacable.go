package cards

import "kindred/vtes"

// Věnceslava, The Implacable (Sabbat Archbishop of Ostrava, Path of Power
// and the Inner Voice, capacity 9): once each turn, after an action she
// performed resolved during which her Methuselah's prey burned 1 or more
// pool (poolburned.go), her Methuselah can gain 1 pool; not if they were
// ousted by it ([ANK 20220808]: an ousted Methuselah takes no more part).
var _ = register(with(onPath(vtes.PathPower, ofCity(vampire(201776, "Věnceslava, The Implacable", 9,
	"Brujah", 6, "cel DOM FOR POT PRE", vtes.Sabbat, vtes.Archbishop), "Ostrava")),
	vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction,
		Label: "gain 1 pool", French: "gagner 1 réserve",
		Legal: vtes.All(vtes.ActionBy, func(g *vtes.Game, p *vtes.Play) bool {
			return !g.Methuselah(p.Seat).Ousted && vtes.PoolBurnedDuringAction(g, g.Prey(p.Seat))
		}),
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.GainPool(p.Seat, 1) }})}}))
