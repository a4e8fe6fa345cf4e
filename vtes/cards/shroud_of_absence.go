package cards

import "kindred/vtes"

// Shroud of Absence, when needed (§4.3): [dom][obt] +1 stealth;
// [DOM][OBT] +1 stealth, and if the action is blocked the acting vampire
// can strike: combat ends during the first round of that combat
// (continueaction.go, firstround.go).
var _ = register(&vtes.CardDef{ID: 101774, Name: "Shroud of Absence", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: dom, Also: vtes.Obtenebration,
		Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.Both(vtes.AddStealth(1), vtes.Effect{
			Label:  "if blocked, strike: combat ends in the first round",
			French: "si bloqué, frapper : fin de combat au premier round",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				actor := p.Minion
				g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
					g.GiveFirstRoundStrike(cs, actor, vtes.Strike{Label: "combat ends", CombatEnds: true})
				})
			}}))})
