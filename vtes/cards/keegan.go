package cards

import "kindred/vtes"

// Keegan: once each turn, after he performs a successful action
// requiring a Gangrel, he can unlock.
var _ = register(with(vampire(201659, "Keegan", 8, "Gangrel", 6, "aus cel ANI FOR PRO",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction,
		Label: "unlock",
		Legal: vtes.All(vtes.ActionBy, vtes.ActionSucceeded,
			func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return p.Source.Locked && p.Source.Ready() && a.Play != nil && a.Play.Card.Def.Requires.Clan == "Gangrel"
			}),
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.Unlock(p.Source) }})}}))
