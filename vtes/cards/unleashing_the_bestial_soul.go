package cards

import "kindred/vtes"

// Unleashing the Bestial Soul, Salubri, for 1 blood, only as the action
// is announced: [dom] choose a minion: it cannot play reaction cards this
// action; [DOM] as well, and the next reaction card played this action
// costs +1 blood or life (vtes/reactionban.go; §1.5.6).
var _ = register(&vtes.CardDef{ID: 102263, Name: "Unleashing the Bestial Soul",
	Types: vtes.ActionModifier, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: dom,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAnnounced, Legal: hasOpposingMinion},
		vtes.Effect{Label: "a chosen minion cannot play reactions",
			French:  "un serviteur choisi ne peut pas jouer de réactions",
			Resolve: barChosenReactions},
		vtes.Effect{Label: "a chosen minion cannot play reactions, the next reaction costs +1",
			French: "un serviteur choisi ne peut pas jouer de réactions, " +
				"la prochaine réaction coûte +1",
			Resolve: all(barChosenReactions, func(g *vtes.Game, _ *vtes.Play) { g.TaxNextReaction() })})})

// hasOpposingMinion reports whether another Methuselah has a ready minion,
// one that might react to the action.
func hasOpposingMinion(g *vtes.Game, p *vtes.Play) bool {
	return some(eachReadyWhere(g, func(m *vtes.Card) bool { return m.Controller != p.Seat }))
}

// barChosenReactions has the player choose another Methuselah's ready
// minion that cannot play reaction cards this action.
func barChosenReactions(g *vtes.Game, p *vtes.Play) {
	ms := collect(eachReadyWhere(g, func(m *vtes.Card) bool { return m.Controller != p.Seat }))
	if len(ms) == 0 {
		return
	}
	g.BarReactions(g.Choose(p.Seat, ms))
}
