package cards

import "kindred/vtes"

// Matasuntha: after a minion in combat with her leaves the ready region
// (sent to torpor, burned: §6.7, §7.1), her Methuselah may gain 1 pool;
// a minion that left during the combat is still in it then
// (Game.InCombatWith); +2 strength.
var _ = register(with(vampire(200956, "Matasuntha", 10, "Gangrel", 5, "ANI AUS CEL FOR PRO",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{
		Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 2 },
		OnLeaveReady: func(g *vtes.Game, c, m *vtes.Card) {
			if g.InCombatWith(c, m) && g.YesNo(c.Controller, c) {
				g.GainPool(c.Controller, 1)
			}
		}}))
