package cards

import "kindred/vtes"

// Soulgrinder, Path of Caine, [pot] or [tha] (group G00086): strike, hand
// strike at +2 damage; superior: and no card requiring Fortitude prevents
// that damage (group G00141, §6.4).
var _ = register(&vtes.CardDef{ID: 102340, Name: "Soulgrinder", Types: vtes.Combat,
	Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: vtes.EitherDisc([]vtes.Disc{pot, tha}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: d, Hand: true},
			vtes.HandStrike(2),
			vtes.Effect{Label: "hand strike at +2, Fortitude cannot prevent it",
				French:  "coup à mains nues à +2, la Force d'âme ne peut pas l'empêcher",
				Resolve: soulgrinder})
	})})

// soulgrinder is the superior strike: a hand strike at +2 whose damage no
// Fortitude card prevents.
func soulgrinder(g *vtes.Game, p *vtes.Play) {
	vtes.HandStrike(2).Resolve(g, p)
	cs := g.Combat()
	s := cs.StrikeOf(cs.Side(p.Minion))
	s.Effect = func(g *vtes.Game, side int) { g.NoPreventionBy(1-side, vtes.Fortitude) }
	g.SetStrike(p.Minion, s)
}
