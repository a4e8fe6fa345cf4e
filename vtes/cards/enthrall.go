package cards

import "kindred/vtes"

// Enthrall, Path of Cathari, either Discipline ([obf] or [pre], group
// G00086): Ⓓ bleed at +1; [OBF]/[PRE] also, if the bleed is successful
// (for 1 or more), the vampire can burn 1 blood to draw the top card of
// its Methuselah's crypt into their uncontrolled region, after the
// action resolves.
var _ = register(&vtes.CardDef{ID: 102320, Name: "Enthrall", Types: vtes.Action,
	Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: vtes.EitherDisc([]vtes.Disc{obf, pre}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: d, Directed: true,
			Target: vtes.TargetPrey},
			vtes.BleedAt(1),
			vtes.Both(vtes.BleedAt(1), vtes.Effect{
				Label:  "if successful, burn 1 blood: draw from the crypt",
				French: "si réussie, brûler 1 sang : piocher dans la crypte",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					a, v := g.Action(), p.Minion
					a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
						if vtes.BleedSuccessful(a) && v.Blood >= 1 &&
							len(g.Methuselah(p.Seat).Crypt) > 0 && g.YesNo(p.Seat, p.Card) {
							g.LoseBlood(v, 1)
							g.DrawFromCrypt(p.Seat)
						}
					})
				}}))
	})})
