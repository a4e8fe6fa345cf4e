package cards

import "kindred/vtes"

// Indomitability: [for] prevent 1 damage, only with damage to prevent
// (group G00154); [FOR] press, or prevent 1 damage with 1 optional press
// this round (§6.6).
var _ = register(&vtes.CardDef{ID: 100973, Name: "Indomitability", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: frt, Level: inf, Step: vtes.StepPrevent,
			Label: "prevent 1 damage", French: "prévenir 1 point de dégâts", Legal: facingDamage,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 1) }},
		vtes.Mode{Kind: vtes.PlayCombat, Disc: frt, Level: sup, Step: vtes.StepPress}.Does(vtes.Press()),
		{Kind: vtes.PlayCombat, Disc: frt, Level: sup, Step: vtes.StepPrevent,
			Label:  "prevent 1 damage, 1 optional press",
			French: "prévenir 1 point de dégâts, 1 poursuite optionnelle", Legal: facingDamage,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Prevent(p.Minion, 1)
				vtes.GainPress(1)(g, p)
			}},
	}})
