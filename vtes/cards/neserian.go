package cards

import "kindred/vtes"

// Neserian: -1 bleed while his Methuselah controls no location, +1 vote
// while they control one or more.
var _ = register(with(vampire(201678, "Neserian", 6, "Tzimisce", 6, "cel pro ANI DOM",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if m == source && !controlsLocation(g, source.Controller) {
				return -1
			}
			return 0
		},
		Votes: func(g *vtes.Game, source, m *vtes.Card) int {
			if m == source && controlsLocation(g, source.Controller) {
				return 1
			}
			return 0
		}}))

// controlsLocation: seat controls a location in play (uncontested).
func controlsLocation(g *vtes.Game, seat int) bool {
	for _, id := range g.Methuselah(seat).InPlay {
		if c := g.Card(id); c.Def.Location && !c.Contested {
			return true
		}
	}
	return false
}
