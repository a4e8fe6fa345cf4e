package cards

import "kindred/vtes"

// Shadow Cloak: [obl] +1 stealth (§4.3). [OBL] after a successful action
// resolved, put it on this vampire: minions without Auspex cannot
// perform actions directed at it (vtes/directedbans.go: an ally has no
// Auspex); burned in its Methuselah's unlock phase.
var _ = register(&vtes.CardDef{ID: 102281, Name: "Shadow Cloak", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Oblivion, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		{Kind: vtes.PlayModifier, Disc: vtes.Oblivion, Level: sup, Step: vtes.StepAfterAction,
			Label:  "put on this vampire: minions without Auspex cannot direct actions at it",
			French: "placer sur ce vampire : les serviteurs sans Auspex ne peuvent pas diriger d'actions contre lui",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Ready() && p.Minion.IsVampire() && g.Action().Succeeded
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Attach(p.Card, p.Minion) }},
	},
	Static: vtes.Static{
		BarsDirected: func(g *vtes.Game, c, actor *vtes.Card, _ *vtes.Mode) bool {
			return g.Level(actor, vtes.Auspex) == vtes.NoLevel
		},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if c.Zone == vtes.ZoneAttached {
				g.Burn(c)
			}
		}}})
