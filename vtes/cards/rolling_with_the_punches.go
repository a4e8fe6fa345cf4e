package cards

import "kindred/vtes"

// Rolling with the Punches: [for] prevent 1 damage; [FOR] burn 1 blood to
// prevent all damage from the opposing minion's strikes this round, the
// strikes now resolving and any later one (strikeshield.go, §6.7); not
// without damage to prevent.
var _ = register(&vtes.CardDef{ID: 101649, Name: "Rolling with the Punches", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: frt, Level: inf, Step: vtes.StepPrevent,
			Legal: facingDamage}.Does(vtes.Effect{Label: "prevent 1 damage",
			French:  "prévenir 1 point de dégâts",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 1) }}),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: frt, Level: sup, Step: vtes.StepPrevent,
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Blood > 0 && facingDamage(g, p)
			}}.Does(vtes.Effect{
			Label:  "1 blood: prevent all damage from the opposing strikes this round",
			French: "1 sang : prévenir tous les dégâts des frappes adverses ce round",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, 1) // part of the effect, not a cost
				g.PreventStrikesThisRound(p.Minion)
			}}),
	}})
