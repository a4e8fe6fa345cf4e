package cards

import "kindred/vtes"

// "Mother" Anja Giovanni: once each turn (each player's turn, group
// G00014), if she is ready, she can burn 1 blood after another Hecata her
// Methuselah controls performs a successful action requiring Hecata or
// Oblivion (ActionState.Requires) to unlock that Hecata.
var _ = register(with(vampire(201725, "\"Mother\" Anja Giovanni", 8, "Hecata", 6, "dom pot AUS FOR OBL",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepAfterAction,
		Label:  "burn 1 blood: unlock the Hecata",
		French: "brûler 1 sang : redresser le Hecata",
		Legal: vtes.All(vtes.ActionByOther, vtes.ActionSucceeded,
			func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return p.Source.Ready() && p.Source.Blood >= 1 && a.Actor.Controller == p.Seat &&
					a.Actor.Ready() && a.Actor.Locked && a.Actor.IsVampire() &&
					a.Actor.Def.Clan == "Hecata" && a.Requires("Hecata", vtes.Oblivion)
			}),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			a := g.Action()
			g.LoseBlood(p.Source, 1)
			g.Unlock(a.Actor)
		}})}}))
