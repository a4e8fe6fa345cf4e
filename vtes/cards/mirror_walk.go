package cards

import "kindred/vtes"

// Mirror Walk, not replaced until its Methuselah's next discard phase
// (replacediscard.go): [tha] +1 stealth, when needed (§4.3); [THA] as
// well, and if the action is blocked, the blocking minion locks (by this
// card, not by the block: [ANK 20191204]) and the action ends
// unsuccessfully before block resolution, with no combat and nothing
// more played in it ([RTR 20180719]; EndBlockedAction).
var _ = register(&vtes.CardDef{ID: 101223, Name: "Mirror Walk", Types: vtes.ActionModifier,
	ReplaceAtDiscard: true,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: tha,
		Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.Effect{Label: "+1 stealth; if blocked, lock the blocker and end the action",
			French: "+1 discrétion ; si bloquée, incliner le serviteur qui bloque et terminer l'action",
			Resolve: all(vtes.AddStealth(1).Resolve, func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				a.BeforeResolution = append(a.BeforeResolution, func(g *vtes.Game) {
					if a.Blocked && a.Blocker != nil {
						g.Lock(a.Blocker)
						g.EndBlockedAction()
					}
				})
			})})})
