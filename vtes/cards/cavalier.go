package cards

import "kindred/vtes"

// Cavalier: archetype (§14 C14); put on a vampire its Methuselah
// controls, not one with an archetype already. Once each turn (each
// player's, group G00014), after it performed a successful action that
// cost blood, as cards in play modified the cost [PIB 20150725], and
// whoever paid it (a rescue paid by the rescued, [LSJ 20100315]), the
// vampire can burn 1 blood to unlock (vtes.ActionBloodCost), in the
// after-resolution window [ANK 20190113].
var _ = register(&vtes.CardDef{ID: 100310, Name: "Cavalier", Types: vtes.Master,
	Archetype: true,
	Modes:     []vtes.Mode{archetypeMode()},
	Static: vtes.Static{Abilities: []vtes.Ability{
		vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction,
			Label: "burn 1 blood: unlock",
			Legal: vtes.All(vtes.ActionBy, vtes.ActionSucceeded, actionCostBlood,
				func(g *vtes.Game, p *vtes.Play) bool {
					v := g.Host(p.Source)
					return v.Locked && v.Blood >= 1
				}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Host(p.Source)
				g.LoseBlood(v, 1)
				g.Unlock(v)
			}}),
	}}})

// actionCostBlood: the action that resolved cost blood.
func actionCostBlood(g *vtes.Game, _ *vtes.Play) bool { return vtes.ActionBloodCost(g) > 0 }
