package cards

import "kindred/vtes"

// Bear's Skin, requiring Animalism and Protean, before range is
// determined, one each combat for a vampire: [ani][pro] +1 strength and 1
// damage prevented this round; [ANI][PRO] +1 strength this combat, and 1
// damage prevented each round of it (§6.4, §6.7; roundbonus.go).
var _ = register(&vtes.CardDef{ID: 100145, Name: "Bear's Skin", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: ani, Also: pro,
		Step: vtes.StepBeforeRange, Legal: oneEachCombat},
		vtes.Effect{Label: "+1 strength, prevent 1 damage this round",
			French: "+1 force, prévenir 1 point de dégâts ce round-ci",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, p.Card.Def.ID)
				g.StrengthThisRound(p.Minion, 1)
				g.PreventThisRound(p.Minion, 1)
			}},
		vtes.Effect{Label: "+1 strength this combat, prevent 1 damage each round",
			French: "+1 force pour ce combat, prévenir 1 point de dégâts chaque round",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, p.Card.Def.ID)
				cs := g.Combat()
				cs.GainStrength(cs.Side(p.Minion), 1)
				g.PreventEachRound(p.Minion, 1)
			}})})
