package cards

import (
	"iter"

	"kindred/vtes"
)

// Grooming the Protégé: move up to 3 blood from a ready vampire you
// control to a younger vampire of the same clan in your uncontrolled
// region.
var _ = register(&vtes.CardDef{ID: 100860, Name: "Grooming the Protégé", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "move blood to a younger uncontrolled vampire of the clan",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachGroomer(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			v := g.ChooseMasterTargetAmong(p.Seat, eachGroomer(g, p.Seat))
			if v == nil {
				return
			}
			protege := g.Choose(p.Seat, proteges(g, p.Seat, v))
			n := g.ChooseAmount(p.Seat, 1, min(3, v.Blood))
			g.LoseBlood(v, n)
			g.AddUncontrolled(protege, n)
		}}}})

// proteges lists the vampires in seat's uncontrolled region of v's clan
// and younger than v.
func proteges(g *vtes.Game, seat int, v *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for u := range eachUncontrolledOfClan(g, seat, v.Def.Clan) {
		if g.Younger(u, v) {
			out = append(out, u)
		}
	}
	return out
}

// eachGroomer walks seat's ready vampires with blood and a younger vampire
// of their clan in seat's uncontrolled region.
func eachGroomer(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, seat, func(v *vtes.Card) bool {
			return v.IsVampire() && v.Blood > 0 && some(eachProtege(g, seat, v))
		}, yield)
	}
}

// eachProtege walks proteges: the vampires of v's clan in seat's
// uncontrolled region younger than v.
func eachProtege(g *vtes.Game, seat int, v *vtes.Card) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkUncontrolledOfClan(g, seat, v.Def.Clan, func(u *vtes.Card) bool {
			return !g.Younger(u, v) || yield(u)
		})
	}
}
