package cards

import "kindred/vtes"

// Xeper, Sultan of Lepers (Independent Baali, infernal, capacity 7): +1
// vote for each ready unique infernal vampire his Methuselah controls,
// himself included; untitled, so a title's votes add to these [LSJ
// 20100601]. He steals another Methuselah's ally as a Ⓓ action.
var _ = register(with(infernal(vampire(201480, "Xeper, Sultan of Lepers", 7, "Baali", 6,
	"ani dai pro OBF PRE", vtes.Independent, vtes.NoTitle)),
	vtes.Static{
		Votes: func(g *vtes.Game, source, m *vtes.Card) int {
			if m != source {
				return 0
			}
			n := 0
			for _, v := range g.ReadyMinions(source.Controller) {
				if v.IsVampire() && v.Def.Infernal && !v.Def.NotUnique {
					n++
				}
			}
			return n
		},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetAlly,
			Label: "steal an ally", French: "voler un allié",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Steal(p.Target, p.Seat)
				}
			}}}}))
