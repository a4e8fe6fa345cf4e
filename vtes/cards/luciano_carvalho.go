package cards

import "kindred/vtes"

// Luciano Carvalho: in his Methuselah's discard phase, they can move an
// animal retainer from a vampire they control to another (§3.7; the
// ability uses no discard phase action), once each discard phase: the
// text gives one move, and unbounded moves let a bot loop forever.
var _ = register(with(vampire(201675, "Luciano Carvalho", 6, "Ravnos", 7, "pre ANI OBF",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepDiscardPhase,
		Label: "move an animal retainer", French: "déplacer un suivant animal",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Source.Ready() && len(movableAnimals(g, p.Seat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Choose(p.Seat, movableAnimals(g, p.Seat))
			from := g.Host(r)
			var to []*vtes.Card
			for _, v := range g.ReadyMinions(p.Seat) {
				if v.IsVampire() && v != from {
					to = append(to, v)
				}
			}
			g.Attach(r, g.Choose(p.Seat, to))
		}})}}))

// movableAnimals lists the animal retainers on seat's ready vampires,
// when seat has another ready vampire to move them to.
func movableAnimals(g *vtes.Game, seat int) []*vtes.Card {
	var vs []*vtes.Card
	for _, v := range g.ReadyMinions(seat) {
		if v.IsVampire() {
			vs = append(vs, v)
		}
	}
	if len(vs) < 2 {
		return nil
	}
	var out []*vtes.Card
	for _, v := range vs {
		out = append(out, animalRetainers(g, v)...)
	}
	return out
}
