package cards

import "kindred/vtes"

// Truth in Darkness: [obl] +1 intercept; [OBL] +1 intercept, and if this
// vampire blocks, it can burn 1 blood to unlock once the block has
// resolved: after the combat the block starts (OnBlockCombat, not another
// combat; vtes/aftercombat.go).
var _ = register(&vtes.CardDef{ID: 102284, Name: "Truth in Darkness", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: vtes.Oblivion, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking}.Does(vtes.AddIntercept(1)),
		{Kind: vtes.PlayReaction, Disc: vtes.Oblivion, Level: sup,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking,
			Label:  "+1 intercept, 1 blood to unlock after the block",
			French: "+1 interception, 1 sang pour se redresser après le blocage",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddIntercept(1).Resolve(g, p)
				v, seat, card := p.Minion, p.Seat, p.Card
				g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
					if cs.Side(v) != 1 {
						return // another minion's block
					}
					cs.AfterCombat(func(g *vtes.Game) {
						if v.Ready() && v.Locked && v.Blood >= 1 && g.YesNo(seat, card) {
							g.LoseBlood(v, 1)
							g.Unlock(v)
						}
					})
				})
			}},
	}})
