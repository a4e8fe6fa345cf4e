package cards

import "kindred/vtes"

// Stygian Shroud: only while a minion attempts to block the acting
// vampire, with its intercept matching the stealth (§4.3): the blocker
// gets -1 intercept; superior: burn 1 blood to have that attempt fail,
// the minion unable to attempt to block this action again (A4).
var _ = register(&vtes.CardDef{ID: 102282, Name: "Stygian Shroud", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: vtes.Oblivion, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked,
			Label: "-1 intercept to the blocker", French: "-1 interception au bloqueur",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Action().Intercept-- }},
		{Kind: vtes.PlayModifier, Disc: vtes.Oblivion, Level: sup,
			Step: vtes.StepBlockAttempt,
			Legal: vtes.All(vtes.BeingBlocked, func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Blood >= 1
			}),
			Label:  "burn 1 blood: the block attempt fails",
			French: "brûler 1 sang : la tentative de blocage échoue",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				b := a.Blocker
				g.LoseBlood(p.Minion, 1)
				g.FailAttempt()
				a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
			}},
	}})
