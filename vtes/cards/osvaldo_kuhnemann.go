package cards

import "kindred/vtes"

// Osvaldo Kühnemann (Sabbat, Path of Cathari): +1 bleed against a
// Methuselah who controls a Toreador or a Ventrue (ready or in torpor).
var _ = register(onPath(vtes.PathCathari, with(vampire(201767, "Osvaldo Kühnemann", 6, "Brujah",
	6, "for pot CEL PRE", vtes.Sabbat, vtes.NoTitle),
	vtes.Static{Bleed: func(g *vtes.Game, _, _ *vtes.Card, a *vtes.ActionState) int {
		if a != nil && a.IsBleed() && a.TargetSeat >= 0 && controlsToreadorOrVentrue(g, a.TargetSeat) {
			return 1
		}
		return 0
	}})))

// controlsToreadorOrVentrue: seat controls a Toreador or Ventrue vampire.
func controlsToreadorOrVentrue(g *vtes.Game, seat int) bool {
	m := g.Methuselah(seat)
	for _, l := range [][]vtes.CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if c := g.Card(id); c.IsVampire() && (c.Def.Clan == "Toreador" || c.Def.Clan == "Ventrue") {
				return true
			}
		}
	}
	return false
}
