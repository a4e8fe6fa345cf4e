package cards

import "kindred/vtes"

// Shadow Body, for 1 blood: strike: combat ends (§6.4); superior: as
// above, and if this vampire was blocked taking an action that is not a
// bleed nor a political action, the action continues as if unblocked
// after the combat (groups G00098, G00099: only after the block's own
// combat).
var _ = register(&vtes.CardDef{ID: 101735, Name: "Shadow Body", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: vtes.Obtenebration, Level: inf,
			Cost: vtes.Cost{Blood: 1}}.Does(vtes.CombatEnds()),
		{Kind: vtes.PlayStrike, Disc: vtes.Obtenebration, Level: sup, Cost: vtes.Cost{Blood: 1},
			StrikeKind: vtes.CombatEndsStrike,
			Label:      "combat ends; continue as if unblocked",
			French:     "fin du combat ; l'action continue comme si elle n'était pas bloquée",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				m := p.Minion
				a := g.Action()
				goesOn := g.IsBlockCombat() && a.Actor == m && !a.IsBleed() &&
					!(a.Play != nil && a.Play.Card.Def.Types.Has(vtes.PoliticalAction))
				vtes.StrikeCombatEnds(func(g *vtes.Game, _ int) {
					if goesOn {
						g.AfterThisCombat(func(g *vtes.Game) { g.ContinueAsIfUnblocked(0) })
					}
				})(g, p)
			}},
	}})
