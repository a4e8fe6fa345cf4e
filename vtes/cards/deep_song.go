package cards

import "kindred/vtes"

// Deep Song: bleed at +1; superior: frenzy, enter combat with and lock
// a vampire, which is the acting minion in that combat.
var _ = register(&vtes.CardDef{ID: 100515, Name: "Deep Song", Types: vtes.Action,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: ani, Level: inf, Directed: true,
			Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
		{Kind: vtes.PlayAction, Disc: ani, Level: sup, Directed: true,
			Target: vtes.TargetVampire, EntersCombat: true, Frenzy: vtes.FrenzyOnSelf,
			Label: "enter combat with and lock a vampire",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Lock(p.Target)
					g.Fight(p.Target, p.Minion)
				}
			}},
	}})
