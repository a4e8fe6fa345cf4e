package cards

import "kindred/vtes"

// Zillah's Valley, for 5 pool: add 4 blood to a vampire of capacity 8 or
// more in its player's uncontrolled region (§1.6; no target to choose
// when there is none: not playable).
var _ = register(&vtes.CardDef{ID: 102207, Name: "Zillah's Valley", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 5},
		Label:  "4 blood to an uncontrolled vampire of capacity 8 or more",
		French: "4 sang à un vampire non contrôlé de capacité 8 ou plus",
		Legal:  func(g *vtes.Game, p *vtes.Play) bool { return len(zillahTargets(g, p.Seat)) > 0 },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if vs := zillahTargets(g, p.Seat); len(vs) > 0 {
				g.AddBlood(g.Choose(p.Seat, vs), 4)
			}
		}}}})

// zillahTargets lists the vampires of capacity 8 or more in seat's
// uncontrolled region.
func zillahTargets(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range g.Methuselah(seat).Uncontrolled {
		if v := g.Card(id); v.IsVampire() && g.Capacity(v) >= 8 {
			out = append(out, v)
		}
	}
	return out
}
