package cards

import "kindred/vtes"

// Üresség (Sabbat Archbishop of Budapest, Path of Power and the Inner
// Voice, capacity 8): while her Methuselah's prey has 10 pool or fewer,
// she gets +1 vote and +1 bleed.
var _ = register(with(onPath(vtes.PathPower, ofCity(vampire(201775, "Üresség", 8, "Brujah", 6,
	"dom for CEL POT PRE", vtes.Sabbat, vtes.Archbishop), "Budapest")),
	vtes.Static{
		Votes: func(g *vtes.Game, source, m *vtes.Card) int {
			return ownBonus(source, m, preyAtMost(g, source.Controller, 10))
		},
		Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			return ownBonus(source, m, preyAtMost(g, source.Controller, 10))
		}}))

// preyAtMost is 1 while seat's prey has n pool or fewer, else 0.
func preyAtMost(g *vtes.Game, seat, n int) int {
	if g.Methuselah(g.Prey(seat)).Pool <= n {
		return 1
	}
	return 0
}
