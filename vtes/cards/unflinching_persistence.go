package cards

import "kindred/vtes"

// Unflinching Persistence: [for] prevent 1 damage, only with damage to
// prevent (group G00154); [FOR] a maneuver, and the vampire may prevent
// 1 damage later this round, used as damage comes (roundbonus.go).
var _ = register(&vtes.CardDef{ID: 102071, Name: "Unflinching Persistence", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: frt, Level: inf, Step: vtes.StepPrevent,
			Label: "prevent 1 damage", French: "prévenir 1 point de dégâts", Legal: facingDamage,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Prevent(p.Minion, 1) }},
		{Kind: vtes.PlayCombat, Disc: frt, Level: sup, Step: vtes.StepManeuver,
			Label:  "maneuver, prevent 1 damage later this round",
			French: "manœuvrer, prévenir 1 point de dégâts plus tard ce round-ci",
			Legal:  vtes.CanManeuver,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.ManeuverNow(g, p)
				g.PreventThisRound(p.Minion, 1)
			}},
	}})
