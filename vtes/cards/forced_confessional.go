package cards

import "kindred/vtes"

// Forced Confessional, Salubri, only usable while a minion attempts to
// block (§4.3): [dom] the blocking minion gets -1 intercept; [DOM] the
// attempt fails and that minion cannot attempt to block this action
// again.
var _ = register(&vtes.CardDef{ID: 102250, Name: "Forced Confessional", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: dom,
		Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.Effect{Label: "the blocker gets -1 intercept", French: "le bloqueur a -1 en interception",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Action().Intercept-- }},
		vtes.Effect{Label: "the block fails, no second attempt",
			French:  "la tentative de blocage échoue, sans nouvelle tentative",
			Resolve: failBlockForGood})})

// failBlockForGood makes the current block attempt fail and bars the
// blocker from attempting to block this action again.
func failBlockForGood(g *vtes.Game, p *vtes.Play) {
	a := g.Action()
	b := a.Blocker
	if b == nil {
		return
	}
	g.FailAttempt()
	a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
}
