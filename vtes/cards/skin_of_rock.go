package cards

import "kindred/vtes"

// Skin of Rock: prevent 1 damage (2 superior), not without damage to
// prevent (§6.7).
var _ = register(&vtes.CardDef{ID: 101791, Name: "Skin of Rock", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: frt,
		Step: vtes.StepPrevent, Legal: facingDamage},
		vtes.Effect{Label: "prevent 1 damage", French: "prévenir 1 point de dégâts",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 1) }},
		vtes.Effect{Label: "prevent 2 damage", French: "prévenir 2 points de dégâts",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 2) }})})
