package cards

import "kindred/vtes"

// Taste of Vitae: at the end of a round, a vampire not going to torpor
// gains the blood the opposing vampire (not an ally) lost to damage this
// round; one each round.
var _ = register(&vtes.CardDef{ID: 101945, Name: "Taste of Vitae", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepEndOfRound,
		Label: "gain the blood the opponent lost",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			cs := g.Combat()
			if cs == nil || !p.Minion.IsVampire() || !p.Minion.Ready() || g.UsedInCombat(p.Minion,
				g.RoundKey(p.Card.Def.ID)) {
				return false
			}
			opp := cs.Opponent(p.Minion)
			return opp.IsVampire() && cs.Lost[1-cs.Side(p.Minion)] > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			cs := g.Combat()
			g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
			g.AddBlood(p.Minion, cs.Lost[1-cs.Side(p.Minion)])
		}}}})
