package cards

import "kindred/vtes"

// Damian (Sabbat Archbishop of Pittsburgh, Path of Power and the Inner
// Voice, capacity 8): +1 bleed while his Methuselah controls a ready
// cardinal (himself, once he holds that title).
var _ = register(with(onPath(vtes.PathPower, ofCity(vampire(201747, "Damian", 8, "Lasombra", 6,
	"for pre DOM OBL POT", vtes.Sabbat, vtes.Archbishop), "Pittsburgh")),
	vtes.Static{Bleed: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
		if m != source || !controlsReadyTitle(g, source.Controller, vtes.Cardinal) {
			return 0
		}
		return 1
	}}))

// controlsReadyTitle reports whether seat controls a ready vampire holding
// title t now (§9).
func controlsReadyTitle(g *vtes.Game, seat int, t vtes.Title) bool {
	for _, v := range g.ReadyMinions(seat) {
		if v.IsVampire() && g.TitleOf(v) == t {
			return true
		}
	}
	return false
}
