package cards

import "kindred/vtes"

// Blanket of Night, for 1 blood: [obt] +1 stealth, when needed (§4.3);
// [OBT] played not by the acting minion but by another ready vampire of
// its Methuselah (Mode.ByOther; only by the acting Methuselah, [LSJ
// 19990425]; several copies by different vampires on one action, [ANK
// 20200515]) while a minion attempts to block: that vampire locks (so it
// must be unlocked, §14 C10 "lock X to do Y") and the attempt fails, the
// would-be blocker not trying this action again (Game.FailAttempt).
var _ = register(&vtes.CardDef{ID: 100177, Name: "Blanket of Night", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Obtenebration, Level: inf,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
			Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		{Kind: vtes.PlayModifier, Disc: vtes.Obtenebration, Level: sup, ByOther: true,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
			Label:  "lock this vampire: the block attempt fails",
			French: "incliner ce vampire : la tentative de blocage échoue",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.BeingBlocked(g, p) && !p.Minion.Locked
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Minion)
				g.FailAttempt()
			}},
	}})
