package cards

import "kindred/vtes"

// Aline Gädeke, Baron of Mannheim: once each turn, after another
// Anarch you control performs a successful action, she may burn 1
// blood to unlock; the actor counts as an Anarch if the action made it
// one ([ANK 20220814]). Usable in torpor (group G00027 [LSJ
// 20011022]); after an action that fizzled too (group G00077 [ANK
// 20220218]).
var _ = register(with(ofCity(vampire(201576, "Aline Gädeke", 7, "Brujah", 6, "cel POT PRE",
	vtes.Anarch, vtes.Baron),
	"Mannheim"),
	vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction,
		Label: "burn 1 blood: unlock",
		Legal: vtes.All(vtes.ActionByOther, vtes.ActionSucceeded,
			func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Locked && p.Source.Blood > 0 && isAnarch(g, g.Action().Actor)
			}),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.LoseBlood(p.Source, 1)
			g.Unlock(p.Source)
		}})}}))
