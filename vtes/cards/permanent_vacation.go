package cards

import "kindred/vtes"

// Permanent Vacation: choose a ready ally, any Methuselah's (not
// callable without one, as Banishment, group G00158); if the referendum
// passes it is removed from the game (§5; removegame.go).
var _ = register(withLegal(political(101390, "Permanent Vacation", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		allies := collect(eachReadyWhere(g, (*vtes.Card).IsAlly))
		if len(allies) == 0 {
			return func(*vtes.Game) {}
		}
		ally := g.Choose(p.Seat, allies)
		return func(g *vtes.Game) {
			if ally.Zone == vtes.ZoneReady {
				g.RemoveFromGame(ally)
			}
		}
	}), func(g *vtes.Game, p *vtes.Play) bool { return some(eachReadyWhere(g, (*vtes.Card).IsAlly)) }))
