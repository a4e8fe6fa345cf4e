package cards

import "kindred/vtes"

// Disputed Territory: choose a location and a Methuselah; if the
// referendum passes, that Methuselah takes control of the location,
// whatever its requirements ([TOM 19960226-1]), with nothing else
// changed (group G00066). Only with a location to choose (group
// G00158).
var _ = register(withLegal(political(100557, "Disputed Territory", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		locs := locationsInPlay(g)
		if len(locs) == 0 { // burned during the action
			return func(*vtes.Game) {}
		}
		loc := g.Choose(p.Seat, locs)
		seat := g.ChooseSeat(p.Seat, g.Living())
		return func(g *vtes.Game) {
			if loc.Zone == vtes.ZoneInPlay && !g.Methuselah(seat).Ousted {
				g.Steal(loc, seat)
			}
		}
	}), func(g *vtes.Game, p *vtes.Play) bool { return len(locationsInPlay(g)) > 0 }))

// locationsInPlay lists the locations in play on no card, every
// Methuselah's.
func locationsInPlay(g *vtes.Game) []*vtes.Card {
	var out []*vtes.Card
	for _, s := range g.Living() {
		for _, id := range g.Methuselah(s).InPlay {
			if c := g.Card(id); c.Def.Location && !c.Contested {
				out = append(out, c)
			}
		}
	}
	return out
}
