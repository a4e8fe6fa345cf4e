package cards

import "kindred/vtes"

// Terror Frenzy, for 1 blood: a frenzy card played before range is
// determined. [ani] First round only: this combat, the opposing minion
// cannot maneuver to close range, press to continue combat or use
// equipment. [ANI] This combat, combat cards cost the opposing vampire +1
// blood, those played at the end of a round or of the combat too ([ANK
// 20191221]); a vampire plays only one superior Terror Frenzy each combat.
var _ = register(&vtes.CardDef{ID: 101960, Name: "Terror Frenzy", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: ani, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBeforeRange, Frenzy: vtes.FrenzyOnOpponent,
			Label:  "the opponent cannot close, press to continue or use equipment",
			French: "l'adversaire ne peut pas aller au contact, poursuivre pour continuer ni utiliser d'équipement",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.RangeOpen(g, p) && g.Combat().Round == 1
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Terrorize(g.Combat().Opponent(p.Minion))
			}},
		{Kind: vtes.PlayCombat, Disc: ani, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBeforeRange, Frenzy: vtes.FrenzyOnOpponent,
			Label:  "combat cards cost the opposing vampire +1 blood",
			French: "les cartes de combat coûtent +1 sang au vampire adverse",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.RangeOpen(g, p) && !g.UsedInCombat(p.Minion, p.Card.Def.ID)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, p.Card.Def.ID)
				g.SurchargeCombatCards(g.Combat().Opponent(p.Minion), 1)
			}},
	}})
