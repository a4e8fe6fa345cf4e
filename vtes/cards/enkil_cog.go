package cards

import "kindred/vtes"

// Enkil Cog, unique action modifier for a vampire of capacity 10 or more,
// after the resolution of a successful bleed against its Methuselah's
// prey: the card goes on the vampire, +1 bleed; during any Methuselah's
// minion phase, the vampire can lock it to take an action (as the acting
// Methuselah passes the impulse; anyminionphase.go). An action cancelled
// as it is played leaves it locked, and the vampire may act again ([LSJ
// 20081213-1], [ANK 20210124]).
var _ = register(&vtes.CardDef{ID: 100645, Name: "Enkil Cog", Types: vtes.ActionModifier,
	Unique: true, Requires: vtes.Requirement{MinCapacity: 10},
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepAfterAction,
		Label: "put on this vampire", French: "mettre sur ce vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := vtes.ActionResolved(g)
			return a != nil && a.IsBleed() && vtes.BleedSuccessful(a) &&
				a.TargetSeat == g.Prey(p.Seat) && p.Minion.Ready()
		},
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{ActionAnyMinionPhase: true,
		Bleed: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int { return 1 }}})
