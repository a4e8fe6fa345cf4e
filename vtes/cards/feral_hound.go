package cards

import "kindred/vtes"

// Feral Hound: a Ravnos employs this animal retainer with 1 life as a +1
// stealth action. [ani] If that action succeeds, the employer unlocks
// during this turn's discard phase (offered then; the hound marked for
// the turn); [ANI] the employer unlocks after the action resolves
// instead. Lock the hound to give its employer +1 intercept while it
// attempts to block (§4.3).
var _ = register(&vtes.CardDef{ID: 102249, Name: "Feral Hound", Types: vtes.Retainer, Animal: true,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: ani, Level: inf, Stealth: 1,
			Label: "employ, unlock in the discard phase", French: "employer, se redresser en phase de défausse",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.PutOnMinion(1)(g, p)
				g.MarkUsedTurn(p.Card) // the employer unlocks in the discard phase
			}},
		{Kind: vtes.PlayAction, Disc: ani, Level: sup, Stealth: 1,
			Label: "employ, unlock after the action", French: "employer, se redresser après l'action",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.PutOnMinion(1)(g, p)
				g.Unlock(p.Minion) // the last of the resolution
			}},
	},
	Static: vtes.Static{Abilities: []vtes.Ability{
		lockForBlocker(1, false, "lock: +1 intercept to the employer",
			"incliner : +1 interception à l'employeur",
			func(g *vtes.Game, p *vtes.Play) bool { return g.Action().Blocker == g.Host(p.Source) }),
		{Step: vtes.StepDiscardPhase, Label: "unlock the employer", French: "redresser l'employeur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				h := g.Host(p.Source)
				return p.Source.UsedTurn && h != nil && h.Locked
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Unlock(g.Host(p.Source)) }},
	}}})
