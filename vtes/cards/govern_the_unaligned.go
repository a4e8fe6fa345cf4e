package cards

import "kindred/vtes"

// Govern the Unaligned, for 1 blood: [dom] a Ⓓ bleed at +2 bleed; [DOM]
// a +1 stealth undirected action adding 3 blood to a younger vampire in
// the player's uncontrolled region, chosen as the action resolves: the
// target is not revealed as the action is announced ([LSJ 20010108]).
// Not a transfer: usable on a turn without transfers ([LSJ 20100527]).
var _ = register(&vtes.CardDef{ID: 100845, Name: "Govern the Unaligned", Types: vtes.Action,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1},
			Directed: true, Target: vtes.TargetPrey}.Does(vtes.BleedAt(2)),
		{Kind: vtes.PlayAction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 1}, Stealth: 1,
			Label:  "3 blood to a younger uncontrolled vampire",
			French: "3 points de sang à un vampire plus jeune de la région incontrôlée",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return len(youngerUncontrolled(g, p.Seat, p.Minion)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if vs := youngerUncontrolled(g, p.Seat, p.Minion); len(vs) > 0 {
					g.AddUncontrolled(g.Choose(p.Seat, vs), 3)
				}
			}},
	}})

// youngerUncontrolled lists the vampires in seat's uncontrolled region
// younger than v.
func youngerUncontrolled(g *vtes.Game, seat int, v *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, u := range g.UncontrolledVampires(seat) {
		if g.Younger(u, v) {
			out = append(out, u)
		}
	}
	return out
}
