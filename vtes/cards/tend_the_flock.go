package cards

import "kindred/vtes"

// Tend the Flock (requires a ready Baali, §1.5.4): its player chooses a
// ready unlocked infernal Baali they control, and adds 3 blood, from the
// blood bank [ANK 20190511], to an infernal vampire in their uncontrolled
// region younger than it.
var _ = register(&vtes.CardDef{ID: 101956, Name: "Tend the Flock", Types: vtes.Master,
	Requires: vtes.Requirement{Clan: "Baali"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label:  "3 blood to a younger infernal uncontrolled vampire",
		French: "3 sang à un vampire infernal plus jeune de la région incontrôlée",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return len(flockShepherds(g, p.Seat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if bs := flockShepherds(g, p.Seat); len(bs) > 0 {
				b := g.Choose(p.Seat, bs)
				g.AddUncontrolled(g.Choose(p.Seat, flock(g, p.Seat, b)), 3)
			}
		}}}})

// flockShepherds lists the ready unlocked infernal Baali seat controls
// with a younger infernal vampire in seat's uncontrolled region.
func flockShepherds(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range g.ReadyMinions(seat) {
		if v.IsVampire() && !v.Locked && v.Def.Infernal && v.Def.Clan == "Baali" &&
			len(flock(g, seat, v)) > 0 {
			out = append(out, v)
		}
	}
	return out
}

// flock lists the infernal vampires in seat's uncontrolled region younger
// than vampire b.
func flock(g *vtes.Game, seat int, b *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, u := range g.UncontrolledVampires(seat) {
		if u.Def.Infernal && g.Younger(u, b) {
			out = append(out, u)
		}
	}
	return out
}
