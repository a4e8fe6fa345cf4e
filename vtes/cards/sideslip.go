package cards

import "kindred/vtes"

// Sideslip: [cel] strike: dodge; [CEL] prevent 1 damage, only with damage
// to prevent, one superior Sideslip for a vampire each round (§6.4, §6.7).
var _ = register(&vtes.CardDef{ID: 101779, Name: "Sideslip", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: cel, Level: inf}.Does(vtes.Dodge()),
		{Kind: vtes.PlayCombat, Disc: cel, Level: sup, Step: vtes.StepPrevent,
			Label: "prevent 1 damage", French: "prévenir 1 point de dégâts",
			Legal: vtes.All(facingDamage, func(g *vtes.Game, p *vtes.Play) bool {
				return !g.UsedInCombat(p.Minion, g.RoundKey(p.Card.Def.ID))
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
				g.Prevent(p.Minion, 1)
			}},
	}})
