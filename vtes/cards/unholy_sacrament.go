package cards

import "kindred/vtes"

// Unholy Sacrament, for 3 pool: add 3 blood to a titled Sabbat vampire in
// its player's uncontrolled region (§1.6; not playable without one).
var _ = register(&vtes.CardDef{ID: 102345, Name: "Unholy Sacrament", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3},
		Label:  "3 blood to an uncontrolled titled Sabbat vampire",
		French: "3 sang à un vampire du Sabbat titré non contrôlé",
		Legal:  func(g *vtes.Game, p *vtes.Play) bool { return len(sacramentTargets(g, p.Seat)) > 0 },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if vs := sacramentTargets(g, p.Seat); len(vs) > 0 {
				g.AddBlood(g.Choose(p.Seat, vs), 3)
			}
		}}}})

// sacramentTargets lists the titled Sabbat vampires in seat's
// uncontrolled region.
func sacramentTargets(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range g.Methuselah(seat).Uncontrolled {
		if v := g.Card(id); v.IsVampire() && g.SectOf(v) == vtes.Sabbat &&
			g.TitleOf(v) != vtes.NoTitle {
			out = append(out, v)
		}
	}
	return out
}
