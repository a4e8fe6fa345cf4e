package cards

import "kindred/vtes"

// Power of One, for 1 blood, by an Anarch: [obt] when this Anarch is
// blocked, before the block resolves, the blocking minion burns 2 blood
// or life (vtes.StepBlockResolution); [pot] during a bleed, +1 bleed that
// does not count against the limit, before or after a limited one ([LSJ
// 20100218] [RTR 20180511-2]); [pre] during a bleed ([ANK 20171023]), +1
// bleed, limited, or +1 stealth and +1 bleed, limited, while the bleed is
// being blocked, as Bonding (§14 C19).
var _ = register(&vtes.CardDef{ID: 101429, Name: "Power of One", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: vtes.Obtenebration, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBlockResolution, Legal: vtes.BeforeBlockResolution,
			Label:  "the blocking minion burns 2 blood or life",
			French: "le serviteur bloqueur brûle 2 points de sang ou de vie",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if b := g.Action().Blocker; b != nil {
					g.LoseBlood(b, 2)
				}
			}},
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pot, Level: inf, Cost: vtes.Cost{Blood: 1},
			BleedUnlimited: true}.Does(vtes.MoreBleed(1)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pre, Level: inf,
			Cost: vtes.Cost{Blood: 1}}.Does(vtes.MoreBleed(1)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pre, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(
			vtes.Both(vtes.AddStealth(1), vtes.MoreBleed(1))),
	}})
