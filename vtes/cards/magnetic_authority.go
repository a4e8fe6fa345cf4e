package cards

import "kindred/vtes"

// Magnetic Authority, Path of Power and the Inner Voice, either
// Discipline ([dom] or [pot], group G00086): after resolution of a
// political action whose referendum passed, [dom]/[pot] add 2 blood to a
// Sabbat vampire in its Methuselah's uncontrolled region, [DOM]/[POT] 1
// blood to each of them.
var _ = register(&vtes.CardDef{ID: 102331, Name: "Magnetic Authority", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Path: vtes.PathPower},
	Modes: vtes.EitherDisc([]vtes.Disc{dom, pot}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Step: vtes.StepAfterAction,
			Legal: vtes.All(referendumPassed, hasUncontrolledSabbat)},
			vtes.Effect{Label: "2 blood to an uncontrolled Sabbat vampire",
				French: "2 sang sur un vampire du Sabbat non contrôlé",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if vs := uncontrolledSabbat(g, p.Seat); len(vs) > 0 {
						g.AddBlood(g.Choose(p.Seat, vs), 2)
					}
				}},
			vtes.Effect{Label: "1 blood to each uncontrolled Sabbat vampire",
				French: "1 sang sur chaque vampire du Sabbat non contrôlé",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					for _, v := range uncontrolledSabbat(g, p.Seat) {
						g.AddBlood(v, 1)
					}
				}})
	})})

// referendumPassed: the action that resolved was a political action whose
// referendum passed.
func referendumPassed(g *vtes.Game, p *vtes.Play) bool {
	a := vtes.ActionResolved(g)
	return a != nil && a.Referendum != nil && a.Referendum.Passed && !a.Referendum.BloodHunt
}

// hasUncontrolledSabbat: the player has a Sabbat vampire in their
// uncontrolled region.
func hasUncontrolledSabbat(g *vtes.Game, p *vtes.Play) bool {
	return len(uncontrolledSabbat(g, p.Seat)) > 0
}

// uncontrolledSabbat lists the Sabbat vampires in seat's uncontrolled
// region, by their printed sect (nothing changes it there).
func uncontrolledSabbat(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range g.UncontrolledVampires(seat) {
		if v.Def.Sect == vtes.Sabbat {
			out = append(out, v)
		}
	}
	return out
}
