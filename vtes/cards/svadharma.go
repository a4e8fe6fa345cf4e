package cards

import "kindred/vtes"

// Svadharma, Ravnos: a master card needing a ready Ravnos (§1.5.4); add 2
// blood from the blood bank to a ready Ravnos, anyone's (a master card's
// target: Secure Haven's surcharge applies).
var _ = register(&vtes.CardDef{ID: 101912, Name: "Svadharma", Types: vtes.Master,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "add 2 blood to a ready Ravnos", French: "ajouter 2 points de sang à un Ravnos disponible",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachReadyWhere(g, isRavnos))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyWhere(g, isRavnos)); v != nil {
				g.AddBlood(v, 2)
			}
		}}}})
