package cards

import "kindred/vtes"

// Egidia Arrú: after a minion in combat with her leaves the ready region
// (sent to torpor, burned: §6.7, §7.1), its controller burns 1 pool; a
// minion that left during the combat is still in it then
// (Game.InCombatWith); +1 strength.
var _ = register(with(vampire(201730, "Egidia Arrú", 8, "Lasombra", 6, "pro DOM OBL POT",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{
		Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 },
		OnLeaveReady: func(g *vtes.Game, c, m *vtes.Card) {
			if g.InCombatWith(c, m) {
				g.BurnPool(m.Controller, 1)
			}
		}}))
