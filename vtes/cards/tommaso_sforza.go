package cards

import "kindred/vtes"

// Tommaso Sforza: once each turn (each player's, group G00014), if he is
// ready, he can burn 1 blood before range is determined in a combat
// involving a wraith or zombie ally his Methuselah controls, to end that
// combat (endcombat.go).
var _ = register(with(vampire(201728, "Tommaso Sforza", 7, "Hecata", 6, "dom for AUS OBL THA",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Abilities: []vtes.Ability{vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepBeforeRange,
		Label:  "burn 1 blood: end the combat",
		French: "brûler 1 sang : mettre fin au combat",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			m := ownCombatant(g, p.Seat)
			return p.Source.Ready() && p.Source.Blood >= 1 && vtes.IsWraithOrZombie(m)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.LoseBlood(p.Source, 1)
			g.EndCombat()
		}})}}))
